/* eslint-disable */
/**
 * generated — do not edit; run npm run generate -w @er/api-client
 * source: OpenAPI 3.0.0, エンジニアルート API 1.0.0
 */

export interface paths {
  '/api/admin/admin-news/comeback': {
    /** 削除したスタッフ向けお知らせの復元 */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AffectedIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** NEWS_NOT_FOUND: 指定されたお知らせが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'NEWS_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/admin-news/delete': {
    /** スタッフ向けお知らせの削除（復元できます） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AffectedIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** NEWS_NOT_FOUND: 指定されたお知らせが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'NEWS_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/admin-news/detail/{id}': {
    /** スタッフ向けお知らせの詳細（削除済みも。編集に使う version 付き） */
    get: {
      parameters: {
        query?: never;
        path: {
          id: number;
        };
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminNewsDetailDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** NEWS_NOT_FOUND: 指定されたお知らせが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'NEWS_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/admin-news/edit': {
    /** スタッフ向けお知らせの作成（id なし）・編集（id と version） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminNewsEditBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminNewsDetailDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** NEWS_NOT_FOUND: 指定されたお知らせが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'NEWS_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /**
         * ADMIN_RECORD_DELETED: このデータは削除されています。復元してから編集してください。
         * ADMIN_STALE_VERSION: 他のスタッフがこのデータを更新しました。画面を読み込み直してから、もう一度保存してください。
         */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_RECORD_DELETED' | 'ADMIN_STALE_VERSION';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/admin-news/search': {
    /** スタッフ向けお知らせの一覧（キーワード・状態・公開日で絞り込み） */
    get: {
      parameters: {
        query?: {
          /** キーワード（タイトル・本文。空白で区切った語をすべて含む） */
          keyword?: string;
          /** asc: 昇順, desc: 降順 */
          order?: 'asc' | 'desc';
          /** ページ（1から） */
          page?: number;
          /** 1ページの件数 */
          per_page?: number;
          /** 公開日がこの日以降（YYYY-MM-DD、日本時間の日付） */
          published_from?: string;
          /** 公開日がこの日まで（YYYY-MM-DD、日本時間の日付） */
          published_to?: string;
          /** 並べ替えの項目 */
          sort?: 'published_at' | 'updated_at' | 'id' | 'title';
          /** 状態（一覧のタブ）。published: 公開中, scheduled: 公開予定（公開日時が未来）, draft: 下書き（公開日時なし）, deleted: 削除済み */
          status?: components['schemas']['PublicationStatus'];
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminNewsSearchResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/audit-log/search': {
    /** 操作履歴の検索（新しい順。resource と record_id でレコードごとの履歴。スタッフアカウント（user）の履歴はオーナーのみ） */
    get: {
      parameters: {
        query?: {
          /** 操作 */
          action?: components['schemas']['AuditAction'];
          /** この日以降（YYYY-MM-DD、日本時間の日付） */
          from?: string;
          /** asc: 昇順, desc: 降順 */
          order?: 'asc' | 'desc';
          /** ページ（1から） */
          page?: number;
          /** 1ページの件数 */
          per_page?: number;
          /** レコードの ID（resource と組み合わせるとそのレコードの履歴） */
          record_id?: number;
          /** リソース（/api/admin/ 配下のパス名。例: admin-news, item, item/tag） */
          resource?: string;
          /** 並べ替えの項目 */
          sort?: 'created_at';
          /** 操作したスタッフの ID */
          staff_id?: number;
          /** この日まで（YYYY-MM-DD、日本時間の日付） */
          to?: string;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AuditLogSearchResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/column-connect/comeback': {
    /** 削除した案件のコラム連携の復元 */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AffectedIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** COLUMN_CONNECT_NOT_FOUND: 指定された案件のコラム連携が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'COLUMN_CONNECT_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/column-connect/create': {
    /** 案件のコラム連携の作成 */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminColumnConnectCreateBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminColumnConnectDetailDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/column-connect/delete': {
    /** 案件のコラム連携の削除（関連コラムから外れます。復元できます） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AffectedIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** COLUMN_CONNECT_NOT_FOUND: 指定された案件のコラム連携が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'COLUMN_CONNECT_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/column-connect/detail/{id}': {
    /** 案件のコラム連携の詳細（削除済みも。編集に使う version 付き） */
    get: {
      parameters: {
        query?: never;
        path: {
          id: number;
        };
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminColumnConnectDetailDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** COLUMN_CONNECT_NOT_FOUND: 指定された案件のコラム連携が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'COLUMN_CONNECT_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/column-connect/edit': {
    /** 案件のコラム連携の編集（id と version） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminColumnConnectEditBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminColumnConnectDetailDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** COLUMN_CONNECT_NOT_FOUND: 指定された案件のコラム連携が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'COLUMN_CONNECT_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /**
         * ADMIN_RECORD_DELETED: このデータは削除されています。復元してから編集してください。
         * ADMIN_STALE_VERSION: 他のスタッフがこのデータを更新しました。画面を読み込み直してから、もう一度保存してください。
         */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_RECORD_DELETED' | 'ADMIN_STALE_VERSION';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/column-connect/search': {
    /** 案件のコラム連携の一覧（キーワード・状態・対象で絞り込み） */
    get: {
      parameters: {
        query?: {
          /** 案件 ID（この案件のコラム連携だけ） */
          item_id?: number;
          /** キーワード（コラムのタイトル・URL。空白で区切った語をすべて含む） */
          keyword?: string;
          /** asc: 昇順, desc: 降順 */
          order?: 'asc' | 'desc';
          /** ページ（1から） */
          page?: number;
          /** 1ページの件数 */
          per_page?: number;
          /** 並べ替えの項目 */
          sort?: 'id' | 'created_at' | 'updated_at' | 'title';
          /** 状態（一覧のタブ）。active: 有効（関連コラムに表示）, deleted: 削除済み */
          status?: components['schemas']['ColumnLinkStatus'];
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminColumnConnectSearchResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/column-tag-connect/comeback': {
    /** 削除したタグのコラム連携の復元 */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AffectedIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** COLUMN_TAG_CONNECT_NOT_FOUND: 指定されたタグのコラム連携が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'COLUMN_TAG_CONNECT_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/column-tag-connect/create': {
    /** タグのコラム連携の作成 */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminColumnTagConnectCreateBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminColumnTagConnectDetailDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/column-tag-connect/delete': {
    /** タグのコラム連携の削除（関連コラムから外れます。復元できます） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AffectedIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** COLUMN_TAG_CONNECT_NOT_FOUND: 指定されたタグのコラム連携が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'COLUMN_TAG_CONNECT_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/column-tag-connect/detail/{id}': {
    /** タグのコラム連携の詳細（削除済みも。編集に使う version 付き） */
    get: {
      parameters: {
        query?: never;
        path: {
          id: number;
        };
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminColumnTagConnectDetailDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** COLUMN_TAG_CONNECT_NOT_FOUND: 指定されたタグのコラム連携が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'COLUMN_TAG_CONNECT_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/column-tag-connect/edit': {
    /** タグのコラム連携の編集（id と version） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminColumnTagConnectEditBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminColumnTagConnectDetailDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** COLUMN_TAG_CONNECT_NOT_FOUND: 指定されたタグのコラム連携が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'COLUMN_TAG_CONNECT_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /**
         * ADMIN_RECORD_DELETED: このデータは削除されています。復元してから編集してください。
         * ADMIN_STALE_VERSION: 他のスタッフがこのデータを更新しました。画面を読み込み直してから、もう一度保存してください。
         */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_RECORD_DELETED' | 'ADMIN_STALE_VERSION';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/column-tag-connect/search': {
    /** タグのコラム連携の一覧（キーワード・状態・対象で絞り込み） */
    get: {
      parameters: {
        query?: {
          /** キーワード（コラムのタイトル・URL。空白で区切った語をすべて含む） */
          keyword?: string;
          /** asc: 昇順, desc: 降順 */
          order?: 'asc' | 'desc';
          /** ページ（1から） */
          page?: number;
          /** 1ページの件数 */
          per_page?: number;
          /** 並べ替えの項目 */
          sort?: 'id' | 'created_at' | 'updated_at' | 'title';
          /** 状態（一覧のタブ）。active: 有効（関連コラムに表示）, deleted: 削除済み */
          status?: components['schemas']['ColumnLinkStatus'];
          /** タグ ID（このタグのコラム連携だけ） */
          tag_id?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminColumnTagConnectSearchResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/engineerstyle/delete': {
    /** 働き方アンケートの回答の削除（一覧から外れます。会員がもう一度回答すると戻ります） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AffectedIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** ENGINEER_STYLE_NOT_FOUND: 指定された働き方アンケートの回答が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ENGINEER_STYLE_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/engineerstyle/detail/{id}': {
    /** 働き方アンケートの回答の詳細（回答した会員、削除済みも。編集に使う version 付き） */
    get: {
      parameters: {
        query?: never;
        path: {
          id: number;
        };
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['EngineerStyleDetailDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ENGINEER_STYLE_NOT_FOUND: 指定された働き方アンケートの回答が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ENGINEER_STYLE_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/engineerstyle/edit': {
    /** 働き方アンケートの回答の修正（id と version） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['EngineerStyleEditBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['EngineerStyleDetailDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** ENGINEER_STYLE_NOT_FOUND: 指定された働き方アンケートの回答が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ENGINEER_STYLE_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /**
         * ADMIN_RECORD_DELETED: このデータは削除されています。復元してから編集してください。
         * ADMIN_STALE_VERSION: 他のスタッフがこのデータを更新しました。画面を読み込み直してから、もう一度保存してください。
         */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_RECORD_DELETED' | 'ADMIN_STALE_VERSION';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/engineerstyle/search': {
    /** 働き方アンケートの回答一覧（キーワード・働き方・回答日で絞り込み） */
    get: {
      parameters: {
        query?: {
          /** 回答日がこの日以降（YYYY-MM-DD、日本時間の日付） */
          answered_from?: string;
          /** 回答日がこの日まで（YYYY-MM-DD、日本時間の日付） */
          answered_to?: string;
          /** キーワード（会員の氏名・フリガナ・メールアドレス、希望ポジション・エリア、その他。空白で区切った語をすべて含む） */
          keyword?: string;
          /** asc: 昇順, desc: 降順 */
          order?: 'asc' | 'desc';
          /** ページ（1から） */
          page?: number;
          /** 1ページの件数 */
          per_page?: number;
          /** 並べ替えの項目 */
          sort?: 'answered_at' | 'id' | 'desired_rate' | 'experience_years' | 'work_style';
          /** 希望する働き方（1: 常駐希望、2: ハイブリッド希望、3: フルリモート希望、4: こだわらない。null は未回答） */
          work_style?: 1 | 2 | 3 | 4 | null;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['EngineerStyleSearchResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/entry/count-info': {
    /** エントリーのタブごとの件数（ステータスごと（有効のみ）と無効。ほかの絞り込みを適用） */
    get: {
      parameters: {
        query?: {
          /** エントリー日がこの日以降（YYYY-MM-DD、日本時間の日付） */
          entered_from?: string;
          /** エントリー日がこの日まで（YYYY-MM-DD、日本時間の日付） */
          entered_to?: string;
          /** 案件の ID */
          item_id?: number;
          /** 案件のキーワード（案件名。空白で区切った語をすべて含む） */
          item_keyword?: string;
          /** 会員の ID */
          member_id?: number;
          /** 会員のキーワード（氏名・フリガナ・メールアドレス。空白で区切った語をすべて含む） */
          member_keyword?: string;
          /** asc: 昇順, desc: 降順 */
          order?: 'asc' | 'desc';
          /** ページ（1から） */
          page?: number;
          /** 1ページの件数 */
          per_page?: number;
          /** 並べ替えの項目 */
          sort?: 'created_at' | 'updated_at' | 'id';
          /** 一覧のタブ。ステータス: applied エントリー済み, screening 書類選考中, interview 面談調整中, result_sent 結果連絡済み, withdrawn 辞退（いずれも有効なエントリーのみ）, invalid 無効（ステータスを問わず） */
          status?: 'applied' | 'screening' | 'interview' | 'result_sent' | 'withdrawn' | 'invalid';
          /** 有効性（SPEC §3）: 0 有効, 1 無効 */
          validity?: 0 | 1;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['CountInfoResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/entry/delete': {
    /** エントリーの削除（一覧と会員のエントリー履歴から消えます。履歴は残ります） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AffectedIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** ADMIN_ENTRY_NOT_FOUND: 指定されたエントリーが見つかりませんでした（削除された可能性があります） */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_ENTRY_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/entry/detail/{id}': {
    /** エントリーの詳細（案件・会員・スキルシート・ステータスの履歴・会員に送ったメール） */
    get: {
      parameters: {
        query?: never;
        path: {
          id: number;
        };
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminEntryDetailDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_ENTRY_NOT_FOUND: 指定されたエントリーが見つかりませんでした（削除された可能性があります） */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_ENTRY_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/entry/download': {
    /** エントリー一覧のCSV（entry/search と同じ絞り込み・タブ・並び順で全件。監査ログに記録） */
    get: {
      parameters: {
        query?: {
          /** エントリー日がこの日以降（YYYY-MM-DD、日本時間の日付） */
          entered_from?: string;
          /** エントリー日がこの日まで（YYYY-MM-DD、日本時間の日付） */
          entered_to?: string;
          /** 案件の ID */
          item_id?: number;
          /** 案件のキーワード（案件名。空白で区切った語をすべて含む） */
          item_keyword?: string;
          /** 会員の ID */
          member_id?: number;
          /** 会員のキーワード（氏名・フリガナ・メールアドレス。空白で区切った語をすべて含む） */
          member_keyword?: string;
          /** asc: 昇順, desc: 降順 */
          order?: 'asc' | 'desc';
          /** 並べ替えの項目 */
          sort?: 'created_at' | 'updated_at' | 'id';
          /** 一覧のタブ。ステータス: applied エントリー済み, screening 書類選考中, interview 面談調整中, result_sent 結果連絡済み, withdrawn 辞退（いずれも有効なエントリーのみ）, invalid 無効（ステータスを問わず） */
          status?: 'applied' | 'screening' | 'interview' | 'result_sent' | 'withdrawn' | 'invalid';
          /** 有効性（SPEC §3）: 0 有効, 1 無効 */
          validity?: 0 | 1;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        /** CSV（UTF-8・BOM付き・CRLF、1行目は日本語の見出し。= + - @ で始まるセルは先頭に ' を付けて数式にしない） */
        200: {
          content: {
            'text/csv': Blob;
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/entry/entry-user/{id}': {
    /** エントリーした会員の連絡先と基本情報（全体は会員のページ） */
    get: {
      parameters: {
        query?: never;
        path: {
          id: number;
        };
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminEntryUserDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /**
         * ADMIN_ENTRY_MEMBER_GONE: このエントリーの会員は退会済みです
         * ADMIN_ENTRY_NOT_FOUND: 指定されたエントリーが見つかりませんでした（削除された可能性があります）
         */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_ENTRY_MEMBER_GONE' | 'ADMIN_ENTRY_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/entry/search': {
    /** エントリーの一覧（会員・案件・エントリー日・有効性・ステータスで絞り込み） */
    get: {
      parameters: {
        query?: {
          /** エントリー日がこの日以降（YYYY-MM-DD、日本時間の日付） */
          entered_from?: string;
          /** エントリー日がこの日まで（YYYY-MM-DD、日本時間の日付） */
          entered_to?: string;
          /** 案件の ID */
          item_id?: number;
          /** 案件のキーワード（案件名。空白で区切った語をすべて含む） */
          item_keyword?: string;
          /** 会員の ID */
          member_id?: number;
          /** 会員のキーワード（氏名・フリガナ・メールアドレス。空白で区切った語をすべて含む） */
          member_keyword?: string;
          /** asc: 昇順, desc: 降順 */
          order?: 'asc' | 'desc';
          /** ページ（1から） */
          page?: number;
          /** 1ページの件数 */
          per_page?: number;
          /** 並べ替えの項目 */
          sort?: 'created_at' | 'updated_at' | 'id';
          /** 一覧のタブ。ステータス: applied エントリー済み, screening 書類選考中, interview 面談調整中, result_sent 結果連絡済み, withdrawn 辞退（いずれも有効なエントリーのみ）, invalid 無効（ステータスを問わず） */
          status?: 'applied' | 'screening' | 'interview' | 'result_sent' | 'withdrawn' | 'invalid';
          /** 有効性（SPEC §3）: 0 有効, 1 無効 */
          validity?: 0 | 1;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminEntrySearchResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/entry/update-status': {
    /** エントリーのステータスの変更（会員に通知メールを送り、履歴と監査ログに残ります。SPEC §7 にはない） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminEntryUpdateStatusBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminEntryDetailDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** ADMIN_ENTRY_NOT_FOUND: 指定されたエントリーが見つかりませんでした（削除された可能性があります） */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_ENTRY_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /**
         * ADMIN_ENTRY_INVALID: 無効のエントリーのステータスは変更できません。先に有効に戻してください。
         * ADMIN_ENTRY_STATUS_MOVE_REFUSED: このステータスには変更できません。先へ進めるか、1つ前に戻すことだけができます。画面を読み込み直して、現在のステータスを確認してください。
         * ADMIN_ENTRY_WITHDRAWN: 会員が辞退したエントリーのステータスは変更できません
         */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_ENTRY_INVALID' | 'ADMIN_ENTRY_STATUS_MOVE_REFUSED' | 'ADMIN_ENTRY_WITHDRAWN';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/entry/update-validity': {
    /** エントリーの有効・無効の切り替え（SPEC §7 にはない） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminEntryUpdateValidityBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminEntryDetailDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** ADMIN_ENTRY_NOT_FOUND: 指定されたエントリーが見つかりませんでした（削除された可能性があります） */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_ENTRY_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** ADMIN_ENTRY_SLOT_TAKEN: この会員は同じ案件に有効なエントリーがあるため、有効に戻せません。先にそちらを無効にしてください。 */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_ENTRY_SLOT_TAKEN';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/external-user/create': {
    /** 提携元から来た人の登録（提携元と外部IDの組は一意） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ExternalUserCreateBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ExternalUserDetailDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** EXTERNAL_USER_DUPLICATE: この提携元には同じ外部IDの人がすでに登録されています */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'EXTERNAL_USER_DUPLICATE';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/external-user/detail/{id}': {
    /** 外部ユーザーの詳細（統合した会員を含む） */
    get: {
      parameters: {
        query?: never;
        path: {
          id: number;
        };
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ExternalUserDetailDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** EXTERNAL_USER_NOT_FOUND: 指定された外部ユーザーが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'EXTERNAL_USER_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/external-user/get-external-services': {
    /** 提携元の一覧（登録人数と未統合の人数付き） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ExternalServicesResponseDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/external-user/is-existent-of-member': {
    /** メールアドレスか電話番号が一致する会員がいるか（一致した会員を返します） */
    get: {
      parameters: {
        query?: {
          /** メールアドレス（大文字・小文字、全角・半角を区別しません） */
          email?: string;
          /** 電話番号（数字だけで比べます。ハイフン・全角は問いません） */
          tel?: string;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ExternalUserIsExistentResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/external-user/merge-existing-member-with-external-member': {
    /** 外部ユーザーを既存の会員と統合（会員の空欄の電話番号を補い、両方の変更履歴に残ります） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ExternalUserMergeBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ExternalUserMergeResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /**
         * EXTERNAL_USER_MEMBER_NOT_FOUND: 指定された会員が見つかりませんでした（退会済みの可能性があります）
         * EXTERNAL_USER_NOT_FOUND: 指定された外部ユーザーが見つかりませんでした
         */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'EXTERNAL_USER_MEMBER_NOT_FOUND' | 'EXTERNAL_USER_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** EXTERNAL_USER_ALREADY_MERGED: この外部ユーザーはすでに会員と統合されています */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'EXTERNAL_USER_ALREADY_MERGED';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/external-user/search': {
    /** 外部ユーザーの一覧（キーワード・提携元・未統合／統合済みで絞り込み、タブごとの件数付き） */
    get: {
      parameters: {
        query?: {
          /** キーワード（氏名・メールアドレス・電話番号・外部ID。空白で区切った語をすべて含む） */
          keyword?: string;
          /** asc: 昇順, desc: 降順 */
          order?: 'asc' | 'desc';
          /** ページ（1から） */
          page?: number;
          /** 1ページの件数 */
          per_page?: number;
          /** 提携元（get-external-services の key）: agent, job_board, referral, event, other */
          service_name?: 'agent' | 'job_board' | 'referral' | 'event' | 'other';
          /** 並べ替えの項目 */
          sort?: 'created_at' | 'id' | 'name' | 'merged_at';
          /** 状態（一覧のタブ）。unmerged: 未統合, merged: 統合済み */
          status?: components['schemas']['ExternalUserStatus'];
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ExternalUserSearchResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/freelancestart/delete': {
    /** フリーランス準備アンケートの回答の削除（一覧から外れます。会員がもう一度回答すると戻ります） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AffectedIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** FREELANCE_START_NOT_FOUND: 指定されたフリーランス準備アンケートの回答が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'FREELANCE_START_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/freelancestart/detail/{id}': {
    /** フリーランス準備アンケートの回答の詳細（回答した会員、削除済みも。編集に使う version 付き） */
    get: {
      parameters: {
        query?: never;
        path: {
          id: number;
        };
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['FreelanceStartDetailDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** FREELANCE_START_NOT_FOUND: 指定されたフリーランス準備アンケートの回答が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'FREELANCE_START_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/freelancestart/edit': {
    /** フリーランス準備アンケートの回答の修正（id と version） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['FreelanceStartEditBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['FreelanceStartDetailDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** FREELANCE_START_NOT_FOUND: 指定されたフリーランス準備アンケートの回答が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'FREELANCE_START_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /**
         * ADMIN_RECORD_DELETED: このデータは削除されています。復元してから編集してください。
         * ADMIN_STALE_VERSION: 他のスタッフがこのデータを更新しました。画面を読み込み直してから、もう一度保存してください。
         */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_RECORD_DELETED' | 'ADMIN_STALE_VERSION';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/freelancestart/search': {
    /** フリーランス準備アンケートの回答一覧（キーワード・開始時期・現在の状況・経験・回答日で絞り込み） */
    get: {
      parameters: {
        query?: {
          /** 回答日がこの日以降（YYYY-MM-DD、日本時間の日付） */
          answered_from?: string;
          /** 回答日がこの日まで（YYYY-MM-DD、日本時間の日付） */
          answered_to?: string;
          /** 現在の状況（1: 会社員、2: フリーランス、3: 離職中、4: 学生、5: その他。null は未回答） */
          current_status?: 1 | 2 | 3 | 4 | 5 | null;
          /** フリーランス経験（0: なし、1: あり。null は未回答） */
          has_freelance_experience?: 0 | 1 | null;
          /** キーワード（会員の氏名・フリガナ・メールアドレス、その他・ご相談。空白で区切った語をすべて含む） */
          keyword?: string;
          /** asc: 昇順, desc: 降順 */
          order?: 'asc' | 'desc';
          /** ページ（1から） */
          page?: number;
          /** 1ページの件数 */
          per_page?: number;
          /** 並べ替えの項目 */
          sort?: 'answered_at' | 'id' | 'start_timing' | 'available_from';
          /** 参画を始められる時期（1: すぐにでも、2: 1ヶ月以内、3: 3ヶ月以内、4: 半年以内、5: 未定。null は未回答） */
          start_timing?: 1 | 2 | 3 | 4 | 5 | null;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['FreelanceStartSearchResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/front-news/comeback': {
    /** 削除したお知らせ（サイト公開）の復元 */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AffectedIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** NEWS_NOT_FOUND: 指定されたお知らせが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'NEWS_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/front-news/delete': {
    /** お知らせ（サイト公開）の削除（公開ページから消えます。復元できます） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AffectedIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** NEWS_NOT_FOUND: 指定されたお知らせが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'NEWS_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/front-news/detail/{id}': {
    /** お知らせ（サイト公開）の詳細（削除済みも。編集に使う version 付き） */
    get: {
      parameters: {
        query?: never;
        path: {
          id: number;
        };
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminFrontNewsDetailDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** NEWS_NOT_FOUND: 指定されたお知らせが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'NEWS_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/front-news/edit': {
    /** お知らせ（サイト公開）の作成（id なし）・編集（id と version）。未来の公開日時は、その時刻まで公開ページに出ません */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminFrontNewsEditBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminFrontNewsDetailDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** NEWS_NOT_FOUND: 指定されたお知らせが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'NEWS_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /**
         * ADMIN_RECORD_DELETED: このデータは削除されています。復元してから編集してください。
         * ADMIN_STALE_VERSION: 他のスタッフがこのデータを更新しました。画面を読み込み直してから、もう一度保存してください。
         */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_RECORD_DELETED' | 'ADMIN_STALE_VERSION';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/front-news/search': {
    /** お知らせ（サイト公開）の一覧（キーワード・状態・公開日で絞り込み） */
    get: {
      parameters: {
        query?: {
          /** キーワード（タイトル・本文。空白で区切った語をすべて含む） */
          keyword?: string;
          /** asc: 昇順, desc: 降順 */
          order?: 'asc' | 'desc';
          /** ページ（1から） */
          page?: number;
          /** 1ページの件数 */
          per_page?: number;
          /** 公開日がこの日以降（YYYY-MM-DD、日本時間の日付） */
          published_from?: string;
          /** 公開日がこの日まで（YYYY-MM-DD、日本時間の日付） */
          published_to?: string;
          /** 並べ替えの項目 */
          sort?: 'published_at' | 'updated_at' | 'id' | 'title';
          /** 状態（一覧のタブ）。published: 公開中, scheduled: 公開予定（公開日時が未来）, draft: 下書き（公開日時なし）, deleted: 削除済み */
          status?: components['schemas']['PublicationStatus'];
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminFrontNewsSearchResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/health': {
    /** 稼働状況の内訳（データベース、Redis、メールキュー、未送信・送信不能のメール）。常に 200 で、status が状態を表す */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['HealthReportDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/area-all': {
    /** 案件のエリアの選択肢（表示順） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminItemAreaListResponseDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/biz-category-all': {
    /** 案件の業界の選択肢（表示順） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminItemBizCategoryListResponseDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/count-info': {
    /** 案件の状態ごとの件数（一覧のタブ: 公開中・公開予定・下書き・募集終了・削除済み） */
    get: {
      parameters: {
        query?: {
          /** エリア（area-all の id） */
          area_id?: number;
          /** 業界（biz-category-all の id） */
          biz_category_id?: number;
          /** キーワード（案件名・詳細・必須/尚可要件。空白で区切った語をすべて含む） */
          keyword?: string;
          /** 公開日がこの日以降（YYYY-MM-DD、日本時間の日付） */
          published_from?: string;
          /** 公開日がこの日まで（YYYY-MM-DD、日本時間の日付） */
          published_to?: string;
          /** 単価（円/月）がこの額以上（単価の上限がこの額以上の案件。単価のない案件は含みません） */
          rate_from?: number;
          /** 単価（円/月）がこの額以下（単価の下限がこの額以下の案件。単価のない案件は含みません） */
          rate_to?: number;
          /** タグ（このタグが付いた案件） */
          tag_id?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['CountInfoResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/delete': {
    /** 案件の削除（検索・タグページ・詳細ページからすぐに消えます） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AffectedIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** ITEM_NOT_FOUND: 指定された案件が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ITEM_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/detail/{id}': {
    /** 案件の詳細（名前付き。削除済みも） */
    get: {
      parameters: {
        query?: never;
        path: {
          id: number;
        };
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminItemDetailDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ITEM_NOT_FOUND: 指定された案件が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ITEM_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/edit-info/{id}': {
    /** 案件の編集フォームの内容（register にそのまま送れる形と version） */
    get: {
      parameters: {
        query?: never;
        path: {
          id: number;
        };
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminItemEditInfoDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ITEM_NOT_FOUND: 指定された案件が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ITEM_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/pickup-tag': {
    /** ピックアップタグ（トップページに出すタグ。設定はタグの編集で） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminItemTagListResponseDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/register': {
    /** 案件の登録（id なし）・保存（id と version。公開・公開予定・募集終了・下書きへの変更も） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminItemRegisterBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminItemEditInfoDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** ITEM_NOT_FOUND: 指定された案件が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ITEM_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /**
         * ADMIN_RECORD_DELETED: このデータは削除されています。復元してから編集してください。
         * ADMIN_STALE_VERSION: 他のスタッフがこのデータを更新しました。画面を読み込み直してから、もう一度保存してください。
         */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_RECORD_DELETED' | 'ADMIN_STALE_VERSION';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/register-email-temporary': {
    /** パートナーの案件メールから下書きを作成（読み取った項目は要確認。公開されません） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminItemEmailTemporaryBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminItemEmailTemporaryResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/search': {
    /** 案件の一覧（状態・キーワード・タグ・エリア・業界・単価・公開日で絞り込み） */
    get: {
      parameters: {
        query?: {
          /** エリア（area-all の id） */
          area_id?: number;
          /** 業界（biz-category-all の id） */
          biz_category_id?: number;
          /** キーワード（案件名・詳細・必須/尚可要件。空白で区切った語をすべて含む） */
          keyword?: string;
          /** asc: 昇順, desc: 降順 */
          order?: 'asc' | 'desc';
          /** ページ（1から） */
          page?: number;
          /** 1ページの件数 */
          per_page?: number;
          /** 公開日がこの日以降（YYYY-MM-DD、日本時間の日付） */
          published_from?: string;
          /** 公開日がこの日まで（YYYY-MM-DD、日本時間の日付） */
          published_to?: string;
          /** 単価（円/月）がこの額以上（単価の上限がこの額以上の案件。単価のない案件は含みません） */
          rate_from?: number;
          /** 単価（円/月）がこの額以下（単価の下限がこの額以下の案件。単価のない案件は含みません） */
          rate_to?: number;
          /** 並べ替えの項目 */
          sort?: 'updated_at' | 'published_at' | 'id' | 'rate';
          /** 状態（一覧のタブ）。published: 公開中, scheduled: 公開予定（公開日時が未来）, draft: 下書き, ended: 募集終了, deleted: 削除済み */
          status?: components['schemas']['ListingStatus'];
          /** タグ（このタグが付いた案件） */
          tag_id?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminItemSearchResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/special-tag': {
    /** 特集タグ（スキルとは別に出す企画・特集のタグ。設定はタグの編集で） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminItemTagListResponseDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag-list-for-item-input': {
    /** 案件フォームのタグ入力候補（タグ名・別名に入力中の語をすべて含む、削除済みを除く） */
    get: {
      parameters: {
        query: {
          /** 件数 */
          limit?: number;
          /** 入力中の文字列 */
          term: string;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['TermSearchResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/category/count-info': {
    /** タグカテゴリ一覧のタブごとの件数（公開・削除済み） */
    get: {
      parameters: {
        query?: {
          /** キーワード（カテゴリ名。全角半角・大文字小文字を区別せず、空白で区切った語をすべて含む） */
          keyword?: string;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['CountInfoResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/category/delete': {
    /** タグカテゴリの削除（公開中のタグがあるカテゴリは 409。復元できます） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AffectedIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** TAG_CATEGORY_NOT_FOUND: 指定されたタグカテゴリが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_CATEGORY_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** TAG_CATEGORY_IN_USE: このカテゴリにはタグがあります。タグを別のカテゴリへ移すか削除してから、カテゴリを削除してください。 */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_CATEGORY_IN_USE';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/category/delete-multiple': {
    /** タグカテゴリの一括削除（1件でも公開中のタグがあれば何も削除せず 409） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdsBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AffectedIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** TAG_CATEGORY_NOT_FOUND: 指定されたタグカテゴリが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_CATEGORY_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** TAG_CATEGORY_IN_USE: このカテゴリにはタグがあります。タグを別のカテゴリへ移すか削除してから、カテゴリを削除してください。 */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_CATEGORY_IN_USE';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/category/detail/{id}': {
    /** タグカテゴリの詳細（削除済みも。編集に使う version 付き） */
    get: {
      parameters: {
        query?: never;
        path: {
          id: number;
        };
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminTagCategoryDetailDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** TAG_CATEGORY_NOT_FOUND: 指定されたタグカテゴリが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_CATEGORY_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/category/edit-info': {
    /** タグカテゴリの編集（id と version。送らなかった項目はそのまま） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminTagCategoryEditInfoBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminTagCategoryDetailDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** TAG_CATEGORY_NOT_FOUND: 指定されたタグカテゴリが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_CATEGORY_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /**
         * ADMIN_RECORD_DELETED: このデータは削除されています。復元してから編集してください。
         * ADMIN_STALE_VERSION: 他のスタッフがこのデータを更新しました。画面を読み込み直してから、もう一度保存してください。
         */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_RECORD_DELETED' | 'ADMIN_STALE_VERSION';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/category/register': {
    /** タグカテゴリの登録 */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminTagCategoryRegisterBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminTagCategoryDetailDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/category/revival': {
    /** 削除したタグカテゴリの復元（同じ名前の公開中のカテゴリがあれば 409） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AffectedIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** TAG_CATEGORY_NOT_FOUND: 指定されたタグカテゴリが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_CATEGORY_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** TAG_CATEGORY_NAME_TAKEN: 同じ名前の公開中のタグカテゴリがあるため、復元できません。 */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_CATEGORY_NAME_TAKEN';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/category/search': {
    /** タグカテゴリの一覧（キーワード・公開/削除済み） */
    get: {
      parameters: {
        query?: {
          /** キーワード（カテゴリ名。全角半角・大文字小文字を区別せず、空白で区切った語をすべて含む） */
          keyword?: string;
          /** asc: 昇順, desc: 降順 */
          order?: 'asc' | 'desc';
          /** ページ（1から） */
          page?: number;
          /** 1ページの件数 */
          per_page?: number;
          /** 並べ替えの項目 */
          sort?: 'sort_order' | 'name' | 'tag_count' | 'id' | 'updated_at';
          /** 状態（一覧のタブ）。published: 公開, deleted: 削除済み */
          status?: components['schemas']['AdminTagStatus'];
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminTagCategorySearchResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/category/tag-integration': {
    /** タグカテゴリの統合（統合元のタグをすべて統合先へ移し、統合元を削除） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminTagCategoryIntegrationBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminTagCategoryIntegrationResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** TAG_CATEGORY_NOT_FOUND: 指定されたタグカテゴリが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_CATEGORY_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /**
         * ADMIN_STALE_VERSION: 他のスタッフがこのデータを更新しました。画面を読み込み直してから、もう一度保存してください。
         * TAG_MERGE_DELETED: 削除済みのタグは統合できません。
         */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_STALE_VERSION' | 'TAG_MERGE_DELETED';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/category/tag-list-for-integration-input': {
    /** カテゴリ統合の統合先候補（統合元を除く公開中のカテゴリ） */
    get: {
      parameters: {
        query: {
          /** 統合元のカテゴリ */
          id: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminTagCategoryIntegrationCandidatesResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** TAG_CATEGORY_NOT_FOUND: 指定されたタグカテゴリが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_CATEGORY_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/category/term-search': {
    /** タグカテゴリの入力候補（前方一致を優先し、部分一致も） */
    get: {
      parameters: {
        query: {
          /** 件数 */
          limit?: number;
          /** 入力中の文字列 */
          term: string;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['TermSearchResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/count-info': {
    /** タグ一覧のタブごとの件数（公開・削除済み。一覧と同じ絞り込み） */
    get: {
      parameters: {
        query?: {
          /** true: 公開中の案件があるタグだけ, false: ないタグだけ */
          has_listings?: boolean;
          /** キーワード（タグ名・別名。全角半角・大文字小文字を区別せず、空白で区切った語をすべて含む） */
          keyword?: string;
          /** タグカテゴリ */
          tag_category_id?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['CountInfoResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/delete': {
    /** タグの削除（検索・タグページから外れます。復元できます） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AffectedIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** TAG_NOT_FOUND: 指定されたタグページが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/delete-multiple': {
    /** タグの一括削除（1〜100件。存在しない ID があれば何も削除しません） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdsBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AffectedIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** TAG_NOT_FOUND: 指定されたタグページが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/detail/{id}': {
    /** タグの詳細（削除済みも。編集に使う version と説明HTML付き） */
    get: {
      parameters: {
        query?: never;
        path: {
          id: number;
        };
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminTagDetailDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** TAG_NOT_FOUND: 指定されたタグページが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/edit-info': {
    /** タグの編集（id と version。送らなかった項目はそのまま） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminTagEditInfoBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminTagDetailDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** TAG_NOT_FOUND: 指定されたタグページが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /**
         * ADMIN_RECORD_DELETED: このデータは削除されています。復元してから編集してください。
         * ADMIN_STALE_VERSION: 他のスタッフがこのデータを更新しました。画面を読み込み直してから、もう一度保存してください。
         */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_RECORD_DELETED' | 'ADMIN_STALE_VERSION';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/register': {
    /** タグの登録（説明HTMLは許可したタグだけを残して保存） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminTagRegisterBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminTagDetailDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/revival': {
    /** 削除したタグの復元（同じ名前の公開中のタグがある、または統合済みのときは 409） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AffectedIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** TAG_NOT_FOUND: 指定されたタグページが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /**
         * TAG_MERGED_NOT_RESTORABLE: このタグは別のタグに統合されたため、復元できません。
         * TAG_TERM_TAKEN: 同じ名前の公開中のタグがあるため、復元できません。
         */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_MERGED_NOT_RESTORABLE' | 'TAG_TERM_TAKEN';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/search': {
    /** タグの一覧（キーワード・カテゴリ・公開/削除済み・公開中の案件の有無で絞り込み） */
    get: {
      parameters: {
        query?: {
          /** true: 公開中の案件があるタグだけ, false: ないタグだけ */
          has_listings?: boolean;
          /** キーワード（タグ名・別名。全角半角・大文字小文字を区別せず、空白で区切った語をすべて含む） */
          keyword?: string;
          /** asc: 昇順, desc: 降順 */
          order?: 'asc' | 'desc';
          /** ページ（1から） */
          page?: number;
          /** 1ページの件数 */
          per_page?: number;
          /** 並べ替えの項目 */
          sort?: 'id' | 'term' | 'open_listing_count' | 'updated_at';
          /** 状態（一覧のタブ）。published: 公開, deleted: 削除済み */
          status?: components['schemas']['AdminTagStatus'];
          /** タグカテゴリ */
          tag_category_id?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminTagSearchResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/tag-integration': {
    /** タグの統合（統合元の案件・コラムの紐づけと名前を統合先へ移し、統合元を削除。統合元のタグページは統合先へ 301） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminTagIntegrationBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminTagIntegrationResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** TAG_NOT_FOUND: 指定されたタグページが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /**
         * ADMIN_STALE_VERSION: 他のスタッフがこのデータを更新しました。画面を読み込み直してから、もう一度保存してください。
         * TAG_MERGE_ALIASES_TOO_LONG: 統合すると統合先の別名が長すぎます（1000文字まで）。統合先の別名を整理してから、もう一度お試しください。
         * TAG_MERGE_DELETED: 削除済みのタグは統合できません。
         */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_STALE_VERSION' | 'TAG_MERGE_ALIASES_TOO_LONG' | 'TAG_MERGE_DELETED';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/tag-list-for-integration-input': {
    /** タグ統合の統合先候補（統合元を除く公開中のタグと案件数） */
    get: {
      parameters: {
        query: {
          /** 統合元のタグ */
          id: number;
          /** 件数 */
          limit?: number;
          /** 絞り込み（タグ名・別名に含む。全角半角・大文字小文字を区別しない） */
          term?: string;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminTagIntegrationCandidatesResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** TAG_NOT_FOUND: 指定されたタグページが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/item/tag/term-search': {
    /** タグの入力候補（タグ名・別名の前方一致を優先し、部分一致も。全角半角・大文字小文字を区別しない） */
    get: {
      parameters: {
        query: {
          /** 件数 */
          limit?: number;
          /** 入力中の文字列 */
          term: string;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['TermSearchResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/login': {
    /** 管理画面ログイン */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['LoginRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminLoginResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** AUTH_INVALID_CREDENTIALS: メールアドレスまたはパスワードが正しくありません */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'AUTH_INVALID_CREDENTIALS';
              statusCode: 401;
            };
          };
        };
        /** AUTH_STAFF_DISABLED: このアカウントは無効になっています。ログインするには、オーナーに有効化を依頼してください。 */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'AUTH_STAFF_DISABLED';
              statusCode: 403;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** TOO_MANY_ATTEMPTS: ログインの試行回数が上限を超えました。しばらくしてからもう一度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TOO_MANY_ATTEMPTS';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/login-check': {
    /** 管理者としてログイン中かどうか（401 にはなりません） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminLoginCheckResponseDto'];
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/login-user-info': {
    /** ログイン中のスタッフの情報（名前と権限。画面のヘッダー用） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminLoginUserInfoResponseDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/logout': {
    /** 管理画面ログアウト（セッションを終了し Cookie を削除） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['LogoutResponseDto'];
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/mail/dead-letter/resend': {
    /** 送信できなかったメールを送信待ちに戻す（試行回数は 0 から数え直す。同じ Message-ID で送る） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['DeadLetterResendDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['DeadLetterResendResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** DEAD_LETTER_NOT_FOUND: 再送できるメールが見つかりませんでした（すでに再送済みの可能性があります） */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'DEAD_LETTER_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/mail/dead-letter/search': {
    /** 送信できなかったメール（再試行の回数を使い切ったもの）の一覧。新しい順 */
    get: {
      parameters: {
        query?: {
          /** asc: 昇順, desc: 降順 */
          order?: 'asc' | 'desc';
          /** ページ（1から） */
          page?: number;
          /** 1ページの件数 */
          per_page?: number;
          /** 並べ替えの項目 */
          sort?: 'failed_at';
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['DeadLetterSearchResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/member/chunk-download': {
    /** 会員一覧の分割ダウンロード（size 行ずつ。part を省くと分割の一覧を JSON で、part を付けるとその部分の CSV を返す。X-Total-Parts に分割数） */
    get: {
      parameters: {
        query: {
          /** 登録状態: 0 仮登録（メール未確認）, 1 本登録 */
          auth_state?: 0 | 1;
          /** 印象（SPEC §3）: 4 優良, 3 普通, 2 要注意, 1 ブラック */
          impression?: 1 | 2 | 3 | 4;
          /** キーワード（氏名・フリガナ・メールアドレス・電話番号。空白で区切った語をすべて含む） */
          keyword?: string;
          /** asc: 昇順, desc: 降順 */
          order?: 'asc' | 'desc';
          /** 何番目のファイルか（1から）。省略すると分割の一覧（JSON）を返す */
          part?: number;
          /** 都道府県（prefacture/get の id） */
          prefecture_id?: number;
          /** 進捗（SPEC §4）: 0 未対応, 1 電話済み, 5 稼働中, 7 クローズ(営業停止), 8 他社稼働中, 9 カウンセリング希望, 10 稼働実績あり, 11 カウンセリング調整中, 12 営業中（一覧のタブ） */
          progress?: 0 | 1 | 5 | 7 | 8 | 9 | 10 | 11 | 12;
          /** 登録日がこの日以降（YYYY-MM-DD、日本時間の日付） */
          registered_from?: string;
          /** 登録日がこの日まで（YYYY-MM-DD、日本時間の日付） */
          registered_to?: string;
          /** 1ファイルの行数 */
          size: number;
          /** スキル（タグ ID。繰り返しかカンマ区切り、20件まで）: 指定したすべてのスキルを持つ会員 */
          skills?: number[];
          /** 並べ替えの項目 */
          sort?: 'registered_at' | 'last_name_kana' | 'email';
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        /** part なし: 分割の一覧。part あり: CSV（UTF-8・BOM付き・CRLF、1行目は日本語の見出し。= + - @ で始まるセルは先頭に ' を付けて数式にしない） */
        200: {
          content: {
            'application/json': components['schemas']['AdminMemberChunkPartsDto'];
            'text/csv': Blob;
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** ADMIN_MEMBER_CSV_PART_NOT_FOUND: 指定された番号の分割ファイルはありません。分割の一覧を読み直してください */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_MEMBER_CSV_PART_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/member/delete': {
    /** 会員の退会処理（会員本人の退会と同じく個人情報を消去。取り消せません） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminMemberDeleteResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** ADMIN_MEMBER_NOT_FOUND: 指定された会員が見つかりませんでした（退会済みの可能性があります） */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_MEMBER_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/member/detail-evaluation/{id}': {
    /** 会員の評価（印象とそのメモ） */
    get: {
      parameters: {
        query?: never;
        path: {
          id: number;
        };
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminMemberEvaluationDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_MEMBER_NOT_FOUND: 指定された会員が見つかりませんでした（退会済みの可能性があります） */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_MEMBER_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/member/detail-other/{id}': {
    /** 会員のその他の情報（連携アカウント・広告パラメータ・お友達紹介・保存した検索条件・エントリーと検討中の件数） */
    get: {
      parameters: {
        query?: never;
        path: {
          id: number;
        };
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminMemberOtherDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_MEMBER_NOT_FOUND: 指定された会員が見つかりませんでした（退会済みの可能性があります） */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_MEMBER_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/member/detail-progress/{id}': {
    /** 会員の進捗とその変更履歴（誰がいつ変えたか） */
    get: {
      parameters: {
        query?: never;
        path: {
          id: number;
        };
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminMemberProgressDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_MEMBER_NOT_FOUND: 指定された会員が見つかりませんでした（退会済みの可能性があります） */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_MEMBER_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/member/detail/{id}': {
    /** 会員の基本情報 */
    get: {
      parameters: {
        query?: never;
        path: {
          id: number;
        };
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminMemberDetailDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_MEMBER_NOT_FOUND: 指定された会員が見つかりませんでした（退会済みの可能性があります） */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_MEMBER_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/member/edit': {
    /** 会員情報の編集（会員本人の登録情報と同じ入力規則。メールアドレスは変更できません） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminMemberEditBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminMemberDetailDto'];
          };
        };
        /**
         * ACCOUNT_FIELDS_INVALID: 入力内容に誤りがあります
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ACCOUNT_FIELDS_INVALID' | 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** ADMIN_MEMBER_NOT_FOUND: 指定された会員が見つかりませんでした（退会済みの可能性があります） */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_MEMBER_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** ADMIN_STALE_VERSION: 他のスタッフがこのデータを更新しました。画面を読み込み直してから、もう一度保存してください。 */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_STALE_VERSION';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/member/get-csv': {
    /** 会員一覧のCSV（member/search と同じ絞り込み・並び順で全件。監査ログに記録） */
    get: {
      parameters: {
        query?: {
          /** 登録状態: 0 仮登録（メール未確認）, 1 本登録 */
          auth_state?: 0 | 1;
          /** 印象（SPEC §3）: 4 優良, 3 普通, 2 要注意, 1 ブラック */
          impression?: 1 | 2 | 3 | 4;
          /** キーワード（氏名・フリガナ・メールアドレス・電話番号。空白で区切った語をすべて含む） */
          keyword?: string;
          /** asc: 昇順, desc: 降順 */
          order?: 'asc' | 'desc';
          /** 都道府県（prefacture/get の id） */
          prefecture_id?: number;
          /** 進捗（SPEC §4）: 0 未対応, 1 電話済み, 5 稼働中, 7 クローズ(営業停止), 8 他社稼働中, 9 カウンセリング希望, 10 稼働実績あり, 11 カウンセリング調整中, 12 営業中（一覧のタブ） */
          progress?: 0 | 1 | 5 | 7 | 8 | 9 | 10 | 11 | 12;
          /** 登録日がこの日以降（YYYY-MM-DD、日本時間の日付） */
          registered_from?: string;
          /** 登録日がこの日まで（YYYY-MM-DD、日本時間の日付） */
          registered_to?: string;
          /** スキル（タグ ID。繰り返しかカンマ区切り、20件まで）: 指定したすべてのスキルを持つ会員 */
          skills?: number[];
          /** 並べ替えの項目 */
          sort?: 'registered_at' | 'last_name_kana' | 'email';
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        /** CSV（UTF-8・BOM付き・CRLF、1行目は日本語の見出し。= + - @ で始まるセルは先頭に ' を付けて数式にしない） */
        200: {
          content: {
            'text/csv': Blob;
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/member/impression-note-update': {
    /** 会員の印象メモの保存（空で削除） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminMemberImpressionNoteBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminMemberEvaluationDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** ADMIN_MEMBER_NOT_FOUND: 指定された会員が見つかりませんでした（退会済みの可能性があります） */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_MEMBER_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/member/search': {
    /** 会員の一覧（キーワード・進捗・印象・登録日・登録状態・都道府県で絞り込み、進捗ごとの件数付き） */
    get: {
      parameters: {
        query?: {
          /** 登録状態: 0 仮登録（メール未確認）, 1 本登録 */
          auth_state?: 0 | 1;
          /** 印象（SPEC §3）: 4 優良, 3 普通, 2 要注意, 1 ブラック */
          impression?: 1 | 2 | 3 | 4;
          /** キーワード（氏名・フリガナ・メールアドレス・電話番号。空白で区切った語をすべて含む） */
          keyword?: string;
          /** asc: 昇順, desc: 降順 */
          order?: 'asc' | 'desc';
          /** ページ（1から） */
          page?: number;
          /** 1ページの件数 */
          per_page?: number;
          /** 都道府県（prefacture/get の id） */
          prefecture_id?: number;
          /** 進捗（SPEC §4）: 0 未対応, 1 電話済み, 5 稼働中, 7 クローズ(営業停止), 8 他社稼働中, 9 カウンセリング希望, 10 稼働実績あり, 11 カウンセリング調整中, 12 営業中（一覧のタブ） */
          progress?: 0 | 1 | 5 | 7 | 8 | 9 | 10 | 11 | 12;
          /** 登録日がこの日以降（YYYY-MM-DD、日本時間の日付） */
          registered_from?: string;
          /** 登録日がこの日まで（YYYY-MM-DD、日本時間の日付） */
          registered_to?: string;
          /** スキル（タグ ID。繰り返しかカンマ区切り、20件まで）: 指定したすべてのスキルを持つ会員 */
          skills?: number[];
          /** 並べ替えの項目 */
          sort?: 'registered_at' | 'last_name_kana' | 'email';
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminMemberSearchResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/member/send-auth-mail': {
    /** 仮登録の会員に認証メールを再送（1分に1回まで） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminMemberSendAuthMailResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** ADMIN_MEMBER_NOT_FOUND: 指定された会員が見つかりませんでした（退会済みの可能性があります） */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_MEMBER_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** ADMIN_MEMBER_ALREADY_REGISTERED: この会員は本登録済みのため、認証メールは送れません */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_MEMBER_ALREADY_REGISTERED';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** ADMIN_MEMBER_AUTH_MAIL_TOO_SOON: 認証メールは1分以内に送信済みです。しばらく待ってからもう一度お試しください */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_MEMBER_AUTH_MAIL_TOO_SOON';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/member/update-impression': {
    /** 会員の印象の変更（null で未評価） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminMemberUpdateImpressionBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminMemberEvaluationDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** ADMIN_MEMBER_NOT_FOUND: 指定された会員が見つかりませんでした（退会済みの可能性があります） */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_MEMBER_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/member/update-memo': {
    /** 会員のメモの保存（空で削除） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminMemberUpdateMemoBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminMemberDetailDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** ADMIN_MEMBER_NOT_FOUND: 指定された会員が見つかりませんでした（退会済みの可能性があります） */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_MEMBER_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/member/update-status': {
    /** 会員の進捗の変更（履歴と監査ログに残ります） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminMemberUpdateStatusBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminMemberProgressDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** ADMIN_MEMBER_NOT_FOUND: 指定された会員が見つかりませんでした（退会済みの可能性があります） */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_MEMBER_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/password-setup': {
    /** スタッフのパスワード設定（招待・リセットのメール、または npm run staff:create が表示する一度限りのリンクから） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PasswordSetupRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['PasswordSetupResponseDto'];
          };
        };
        /**
         * AUTH_PASSWORD_CONFIRMATION_MISMATCH: 入力内容に誤りがあります
         * AUTH_PASSWORD_SETUP_LINK_INVALID: このリンクは無効か、有効期限が切れています。管理者にリンクの再発行を依頼してください。
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'AUTH_PASSWORD_CONFIRMATION_MISMATCH' | 'AUTH_PASSWORD_SETUP_LINK_INVALID' | 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** TOO_MANY_ATTEMPTS: ログインの試行回数が上限を超えました。しばらくしてからもう一度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TOO_MANY_ATTEMPTS';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/password-setup-check': {
    /** スタッフのパスワード設定リンクが使えるか（使わずに確認。ページを開いたときに確認します） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PasswordSetupCheckRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AcceptedResponseDto'];
          };
        };
        /**
         * AUTH_PASSWORD_SETUP_LINK_INVALID: このリンクは無効か、有効期限が切れています。管理者にリンクの再発行を依頼してください。
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'AUTH_PASSWORD_SETUP_LINK_INVALID' | 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** TOO_MANY_ATTEMPTS: ログインの試行回数が上限を超えました。しばらくしてからもう一度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TOO_MANY_ATTEMPTS';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/prefacture/get': {
    /** 都道府県一覧（管理画面） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['PrefectureListResponseDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/top/age-user-number': {
    /** 年齢層ごとの会員数（生年月日から日本時間の今日の満年齢で） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AgeBandsDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/top/monthly-user-registration-number': {
    /** 月ごとの会員登録数（直近24か月、日本時間の月、0件の月も含む） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['MonthlyRegistrationsDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/top/news': {
    /** 公開中のスタッフ向けお知らせ（新しい順、5件） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['LatestNewsDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/top/user-browse-column-access-info': {
    /** コラムの日ごとの閲覧数とよく見られたコラム（直近の日数、日本時間） */
    get: {
      parameters: {
        query?: {
          /** 今日までの日数（日本時間） */
          days?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ColumnAccessInfoDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/top/user-item-details-access-info': {
    /** 案件詳細の日ごとの閲覧数とよく見られた案件（直近の日数、日本時間） */
    get: {
      parameters: {
        query?: {
          /** 今日までの日数（日本時間） */
          days?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ItemAccessInfoDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/update-average-working-period/update': {
    /** 平均稼働期間（トップページの表示）の更新 */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['UpdateAverageWorkingPeriodBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AverageWorkingPeriodResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/user/admin-bulk-download': {
    /** 会員のスキルシートをまとめてダウンロード（skillsheet.zip）。ダウンロードは監査ログに残ります */
    get: {
      parameters: {
        query: {
          /** 会員の ID */
          id: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        /** skillsheet.zip（各ファイルはアップロード時の名前。同名は「名前 (2).xlsx」） */
        200: {
          content: {
            'application/zip': Blob;
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /**
         * ADMIN_MEMBER_NOT_FOUND: 指定された会員が見つかりませんでした（退会済みの可能性があります）
         * SKILL_SHEET_NOT_FOUND: 指定されたスキルシートが見つかりませんでした
         */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_MEMBER_NOT_FOUND' | 'SKILL_SHEET_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/user/admin-delete': {
    /** 会員のスキルシートの削除（ファイルも削除。監査ログに残ります） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminSkillSheetDeleteBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminSkillSheetDeleteResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /**
         * ADMIN_MEMBER_NOT_FOUND: 指定された会員が見つかりませんでした（退会済みの可能性があります）
         * SKILL_SHEET_NOT_FOUND: 指定されたスキルシートが見つかりませんでした
         */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_MEMBER_NOT_FOUND' | 'SKILL_SHEET_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/user/admin-download': {
    /** 会員のスキルシートを保存ファイル名でダウンロード（format=base64 なら { result, type, name }）。ダウンロードは監査ログに残ります */
    get: {
      parameters: {
        query: {
          /** 保存ファイル名（user/admin-skill-sheets の file_name） */
          filename: string;
          /** file: ファイルそのもの / base64: { result, type, name } */
          format?: 'file' | 'base64';
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        /** ファイル（Content-Disposition: attachment、UTF-8 のファイル名つき）、または format=base64 のとき JSON */
        200: {
          content: {
            'application/json': components['schemas']['AdminSkillSheetBase64Dto'];
            'application/msword': Blob;
            'application/pdf': Blob;
            'application/vnd.ms-excel': Blob;
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document': Blob;
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** SKILL_SHEET_NOT_FOUND: 指定されたスキルシートが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SKILL_SHEET_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/user/admin-skill-sheets/{id}': {
    /** 会員のスキルシート一覧（SPEC §7 にはない、会員ページ用。新しい順） */
    get: {
      parameters: {
        query?: never;
        path: {
          id: number;
        };
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminSkillSheetListDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_MEMBER_NOT_FOUND: 指定された会員が見つかりませんでした（退会済みの可能性があります） */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_MEMBER_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/user/admin-upload': {
    /** 会員のスキルシートをスタッフがアップロード（会員本人と同じ種類・10MB・20件の上限。監査ログに残ります） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': components['schemas']['AdminSkillSheetUploadBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminSkillSheetUploadResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * SKILL_SHEET_FILE_REQUIRED: ファイルを選択してください
         * SKILL_SHEET_FILE_TOO_LARGE: 10MB以下のファイルを選択してください
         * SKILL_SHEET_FILE_TYPE: Excel・Word・PDF のファイルを選択してください
         * SKILL_SHEET_UPLOAD_MALFORMED: ファイルを送信できませんでした。ファイルを1つ選択して、もう一度お試しください
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'SKILL_SHEET_FILE_REQUIRED' | 'SKILL_SHEET_FILE_TOO_LARGE' | 'SKILL_SHEET_FILE_TYPE' | 'SKILL_SHEET_UPLOAD_MALFORMED' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** ADMIN_MEMBER_NOT_FOUND: 指定された会員が見つかりませんでした（退会済みの可能性があります） */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_MEMBER_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** SKILL_SHEET_LIMIT_REACHED: スキルシートは20件まで登録できます。不要なファイルを削除してから追加してください */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SKILL_SHEET_LIMIT_REACHED';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/user/create': {
    /** スタッフの招待（パスワードは設定せず、設定用のリンクをメールで送ります） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminUserCreateBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminUserDetailDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/user/delete': {
    /** スタッフの削除（ログインできなくなります。操作履歴には名前が残ります） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IdBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AffectedIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** ADMIN_USER_NOT_FOUND: 指定されたスタッフが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_USER_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /**
         * ADMIN_USER_LAST_OWNER: オーナーが1人もいなくなるため、この操作はできません。先に別のスタッフをオーナーにしてください。
         * ADMIN_USER_SELF_LOCKOUT: 自分自身のアカウントは無効化・削除できません。別のオーナーに依頼してください。
         */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_USER_LAST_OWNER' | 'ADMIN_USER_SELF_LOCKOUT';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/user/detail/{id}': {
    /** スタッフの詳細（削除済みも。編集に使う version 付き） */
    get: {
      parameters: {
        query?: never;
        path: {
          id: number;
        };
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminUserDetailDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** ADMIN_USER_NOT_FOUND: 指定されたスタッフが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_USER_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/user/edit': {
    /** スタッフの編集（名前・メールアドレス・権限）と、パスワードのリセット・無効化・有効化 */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AdminUserEditBodyDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminUserDetailDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** ADMIN_USER_NOT_FOUND: 指定されたスタッフが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_USER_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /**
         * ADMIN_RECORD_DELETED: このデータは削除されています。復元してから編集してください。
         * ADMIN_STALE_VERSION: 他のスタッフがこのデータを更新しました。画面を読み込み直してから、もう一度保存してください。
         * ADMIN_USER_LAST_OWNER: オーナーが1人もいなくなるため、この操作はできません。先に別のスタッフをオーナーにしてください。
         * ADMIN_USER_SELF_LOCKOUT: 自分自身のアカウントは無効化・削除できません。別のオーナーに依頼してください。
         */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_RECORD_DELETED' | 'ADMIN_STALE_VERSION' | 'ADMIN_USER_LAST_OWNER' | 'ADMIN_USER_SELF_LOCKOUT';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/user/get-admin-users': {
    /** スタッフの名前の一覧（絞り込みの選択肢用。削除済みも状態付きで） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminUserNamesResponseDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/admin/user/search': {
    /** スタッフの一覧（キーワード・権限・状態で絞り込み） */
    get: {
      parameters: {
        query?: {
          /** キーワード（名前・メールアドレス。空白で区切った語をすべて含む） */
          keyword?: string;
          /** asc: 昇順, desc: 降順 */
          order?: 'asc' | 'desc';
          /** ページ（1から） */
          page?: number;
          /** 1ページの件数 */
          per_page?: number;
          /** 権限。owner: オーナー（スタッフ管理も可）, editor: 編集者（案件・コンテンツの編集）, viewer: 閲覧者（閲覧のみ） */
          role?: components['schemas']['AdminRole'];
          /** 並べ替えの項目 */
          sort?: 'id' | 'name' | 'email' | 'last_login_at' | 'created_at';
          /** 状態（一覧のタブ）。active: 有効, pending: パスワード未設定（招待中・リセット後）, disabled: 無効, deleted: 削除済み */
          status?: components['schemas']['StaffStatus'];
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AdminUserSearchResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** ADMIN_FORBIDDEN_ROLE: この操作を行う権限がありません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ADMIN_FORBIDDEN_ROLE';
              statusCode: 403;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/build-info': {
    /** 配信中のビルドの識別子（ホストとリモート。更新チェック用） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['BuildInfoResponseDto'];
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/bulk-download-skill-sheet': {
    /** 自分のスキルシートをまとめてダウンロード（skillsheet.zip） */
    get: {
      parameters: {
        query?: {
          /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
          id?: number;
          /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
          user_id?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        /** skillsheet.zip（各ファイルはアップロード時の名前。同名は「名前 (2).xlsx」） */
        200: {
          content: {
            'application/zip': Blob;
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** SKILL_SHEET_NOT_FOUND: 指定されたスキルシートが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SKILL_SHEET_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/column/record-column-view': {
    /** コラムのリンクを開いたことの記録（同じ訪問者・同じコラムは1日1回、表示しているリンクのみ数えます） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['RecordColumnViewBodyDto'];
        };
      };
      responses: {
        204: {
          content?: never;
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/consider/delete-consider-item': {
    /** 検討中から削除（ほかの案件は残る）。結果の ID 一覧を返す */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ConsiderItemRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ConsiderItemIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/consider/get-consider-item-count': {
    /** 検討中の件数 */
    get: {
      parameters: {
        query?: {
          /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
          user_id?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ConsiderItemCountResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/consider/get-consider-item-exist': {
    /** 案件が検討中にあるか */
    get: {
      parameters: {
        query: {
          /** 案件 ID */
          item_id: number;
          /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
          user_id?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ConsiderItemExistResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/consider/get-consider-item-ids': {
    /** 検討中の案件 ID（追加した順） */
    get: {
      parameters: {
        query?: {
          /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
          user_id?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ConsiderItemIdsResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/consider/store-consider-item': {
    /** 検討中に追加（重複しない）。結果の ID 一覧を返す */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ConsiderItemRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ConsiderItemIdsResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** ITEM_NOT_FOUND: 指定された案件が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ITEM_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/content-of-company-contact-post': {
    /** 企業様お問い合わせの送信（保存し、担当者への通知と自動返信メールを送る） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['CompanyContactPostRequestDto'];
        };
      };
      responses: {
        /** 同じ送信キーの再送：保存済みの ID（新たに保存・送信しない） */
        200: {
          content: {
            'application/json': components['schemas']['CreatedIdResponseDto'];
          };
        };
        201: {
          content: {
            'application/json': components['schemas']['CreatedIdResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** CONTACT_RATE_LIMITED: 送信回数の上限に達しました。しばらくしてから再度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CONTACT_RATE_LIMITED';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/content-of-company-contact-validation': {
    /** 企業様お問い合わせ内容の確認（入力チェックのみ、保存しない） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['CompanyContactRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ValidationOkResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/content-of-contact-post': {
    /** お問い合わせの送信（保存し、担当者への通知と自動返信メールを送る） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ContactPostRequestDto'];
        };
      };
      responses: {
        /** 同じ送信キーの再送：保存済みの ID（新たに保存・送信しない） */
        200: {
          content: {
            'application/json': components['schemas']['CreatedIdResponseDto'];
          };
        };
        201: {
          content: {
            'application/json': components['schemas']['CreatedIdResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** CONTACT_RATE_LIMITED: 送信回数の上限に達しました。しばらくしてから再度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CONTACT_RATE_LIMITED';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/content-of-contact-validation': {
    /** お問い合わせ内容の確認（入力チェックのみ、保存しない） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ContactRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ValidationOkResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/delete-skill-sheet': {
    /** 自分のスキルシートの削除（ファイルも削除） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['DeleteSkillSheetRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['DeleteSkillSheetResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** SKILL_SHEET_NOT_FOUND: 指定されたスキルシートが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SKILL_SHEET_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/delete-user': {
    /** 退会（パスワードの再入力。個人情報は匿名化、スキルシートは削除、すべてのセッションを終了） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['DeleteUserRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AcceptedResponseDto'];
          };
        };
        /**
         * ACCOUNT_FIELDS_INVALID: 入力内容に誤りがあります
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ACCOUNT_FIELDS_INVALID' | 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /**
         * SOCIAL_TOKEN_INVALID: ソーシャルアカウントでの認証に失敗しました。もう一度お試しください。
         * UNAUTHENTICATED: ログインしてください
         */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SOCIAL_TOKEN_INVALID' | 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** SOCIAL_LOGIN_UNAVAILABLE: ソーシャルアカウントでのログインは現在ご利用いただけません。 */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SOCIAL_LOGIN_UNAVAILABLE';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** TOO_MANY_ATTEMPTS: ログインの試行回数が上限を超えました。しばらくしてからもう一度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TOO_MANY_ATTEMPTS';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/download-skill-sheet': {
    /** 自分のスキルシートのダウンロード（アップロード時のファイル名で） */
    get: {
      parameters: {
        query: {
          /** スキルシート ID（ログイン中の会員のもの） */
          id: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        /** ファイル（Content-Disposition: attachment、UTF-8 のファイル名つき） */
        200: {
          content: {
            'application/msword': Blob;
            'application/pdf': Blob;
            'application/vnd.ms-excel': Blob;
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document': Blob;
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** SKILL_SHEET_NOT_FOUND: 指定されたスキルシートが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SKILL_SHEET_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/download-skill-sheet-template': {
    /** スキルシートのひな形（skillsheet.xlsx：基本情報・経歴・スキル） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        /** skillsheet.xlsx */
        200: {
          content: {
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/encrypt-user-id': {
    /** お友達紹介リンク（会員 ID を暗号化した ref つきの /introduce の URL） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['EncryptUserIdResponseDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/entry': {
    /** 公開中の案件にエントリー（201: 新規。同じ案件へのエントリー中に再度送ると 200 で最初のエントリーを返し、保存もメールも1回だけ） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['EntryRequestDto'];
        };
      };
      responses: {
        /** すでにエントリー中: 最初のエントリー（何も保存・送信しない） */
        200: {
          content: {
            'application/json': components['schemas']['EntryResponseDto'];
          };
        };
        /** エントリーを受け付けた（確認メールと担当者への通知を送信） */
        201: {
          content: {
            'application/json': components['schemas']['EntryResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * ENTRY_FIELDS_INVALID: 入力内容に誤りがあります
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'ENTRY_FIELDS_INVALID' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** ENTRY_ITEM_NOT_FOUND: エントリーしようとした案件が見つかりませんでした。掲載が終了したか、URLが誤っている可能性があります。 */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ENTRY_ITEM_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** ENTRY_ITEM_ENDED: この案件は募集を終了したため、エントリーできません。ほかの案件をお探しください。 */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ENTRY_ITEM_ENDED';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-area-list': {
    /** 勤務地（エリア）一覧 */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AreaListResponseDto'];
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-average-working-period': {
    /** 平均稼働期間（ヶ月） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AverageWorkingPeriodDto'];
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-column-list': {
    /** コラム一覧（案件・タグのコラム連携から、URLで重複排除・新しい順） */
    get: {
      parameters: {
        query?: {
          /** 件数 */
          limit?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ColumnListResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-contact-types': {
    /** お問い合わせ種別の一覧（SPEC §3） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ContactTypesResponseDto'];
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-contract-type-list': {
    /** 契約形態一覧 */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ContractTypeListResponseDto'];
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-enterd-count': {
    /** エントリー数（SPEC §7 "Entered (applied) count"。エントリー履歴の件数、ないときは 0） */
    get: {
      parameters: {
        query?: {
          /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
          user_id?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['EnterdCountResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-enterd-item': {
    /** 自分のエントリー1件（案件カードと選考状況の履歴つき）。ほかの会員のエントリーは 404 */
    get: {
      parameters: {
        query: {
          /** エントリー ID */
          id: number;
          /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
          user_id?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['EntryResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** ENTRY_NOT_FOUND: 指定されたエントリーが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ENTRY_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-item-featured-list': {
    /** 注目案件（公開中・注目フラグ, 新しい順） */
    get: {
      parameters: {
        query?: {
          /** 件数 */
          limit?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ItemCardsResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-item-under-consideration-list': {
    /** 検討中の案件（指定順, 不明IDは除外, 募集終了は is_ended=true で含む） */
    get: {
      parameters: {
        query?: {
          /** 案件ID（繰り返し指定, 最大100件）。この順に返す */
          ids?: number[];
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ItemCardsResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-new-item-list': {
    /** 新着案件一覧（公開中の案件を新しい順に） */
    get: {
      parameters: {
        query?: {
          /** 件数 */
          limit?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ItemCardListResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-news': {
    /** お知らせ一覧（公開中を新しい順に） */
    get: {
      parameters: {
        query?: {
          /** 件数 */
          limit?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['NewsListResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-news-detail': {
    /** お知らせ詳細 */
    get: {
      parameters: {
        query: {
          /** お知らせ ID */
          id: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['NewsDetailResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** NEWS_NOT_FOUND: 指定されたお知らせが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'NEWS_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-popular-lang-ranking-by-eroute-list': {
    /** 言語・スキル別の公開中案件数ランキング */
    get: {
      parameters: {
        query?: {
          /** 件数 */
          limit?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['LangRankingResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-popular-search-groups': {
    /** よく検索されるワード（SPEC §2 の順のグループ） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['PopularSearchGroupsResponseDto'];
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-prefacture-list': {
    /** 都道府県一覧 */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['PrefectureListResponseDto'];
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-ranking-with-high-items-fee': {
    /** 高単価案件と平均単価の高いスキル */
    get: {
      parameters: {
        query?: {
          /** 件数 */
          limit?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['HighFeeRankingResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-recent-post-list': {
    /** 最近30日に掲載された案件のうち閲覧数の多い順 */
    get: {
      parameters: {
        query?: {
          /** 件数 */
          limit?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ItemCardsResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-skill-sheet-list': {
    /** ログイン中の会員のスキルシート一覧（新しい順。SPEC §7 にはない、マイページ用） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['SkillSheetListResponseDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-suggested-tag-list': {
    /** タグ候補（入力中の語を含むタグ、前方一致を優先、最大10件） */
    get: {
      parameters: {
        query?: {
          /** 入力中の語（全角英数は半角に変換、大文字小文字を区別しない） */
          keyword?: string;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['TagListResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-user-info': {
    /** ログイン中の会員の登録情報（入力率つき） */
    get: {
      parameters: {
        query?: {
          /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
          user_id?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['UserInfoResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-user-market-rate-estimate': {
    /** 会員のスキルで見込める月額単価（中央値と四分位範囲）。根拠の案件が20件未満なら金額を出さない */
    get: {
      parameters: {
        query?: {
          /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
          user_id?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['MarketRateEstimateResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/get-user-skill-matching-item-list': {
    /** スキルにマッチした公開中の案件（マッチ度の高い順、理由つき） */
    get: {
      parameters: {
        query?: {
          /** 件数 */
          limit?: number;
          /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
          user_id?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['SkillMatchingListResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/guide-request': {
    /** 「エンジニアの成功ガイド」の請求（/engineers-guide-to-success） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['GuideRequestDto'];
        };
      };
      responses: {
        /** 同じ送信キーの再送：保存済みの ID（新たに保存・送信しない） */
        200: {
          content: {
            'application/json': components['schemas']['CreatedIdResponseDto'];
          };
        };
        201: {
          content: {
            'application/json': components['schemas']['CreatedIdResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** CONTACT_RATE_LIMITED: 送信回数の上限に達しました。しばらくしてから再度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CONTACT_RATE_LIMITED';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/is-enterd': {
    /** この案件にエントリー中か（案件詳細のボタン用。未ログインでも 401 にならず false） */
    get: {
      parameters: {
        query: {
          /** 案件 ID */
          item_id: number;
          /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
          user_id?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['IsEnterdResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/item/get-catalog-figures': {
    /** トップページの数字: 公開中の案件数・今週の新着数（7日以内）・平均月額単価 */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['CatalogFiguresDto'];
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/item/get-consider-item-list': {
    /** 検討中の案件カード（新しく追加した順。募集終了は is_ended=true） */
    get: {
      parameters: {
        query?: {
          /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
          user_id?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ConsiderItemListResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/item/get-data-of-chart': {
    /** タグの単価分布（40万〜150万円, 10万円刻み） */
    get: {
      parameters: {
        query: {
          /** タグID */
          tag_id: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ChartDataResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** TAG_NOT_FOUND: 指定されたタグページが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/item/get-ended-item-list': {
    /** 過去の終了案件（タグ指定時はそのタグ）、終了の新しい順 */
    get: {
      parameters: {
        query?: {
          /** 件数 */
          limit?: number;
          /** タグID（指定時はそのタグの終了案件） */
          tag_id?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ItemCardListResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/item/get-enterd-item-list': {
    /** エントリー履歴: 自分のエントリーの新しい順（案件カード、エントリー日時、選考状況、提出したスキルシート、メッセージ） */
    get: {
      parameters: {
        query?: {
          /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
          user_id?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['EnterdItemListResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/item/get-item-count-per-tag': {
    /** タグごとの公開中案件数（既定: よく検索されるワードのタグ） */
    get: {
      parameters: {
        query?: {
          /** タグID（繰り返し指定, 最大50件） */
          tag_ids?: number[];
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['TagCountsResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/item/get-item-detail/{id}': {
    /** 案件詳細（閲覧数を1加算） */
    get: {
      parameters: {
        query?: never;
        path: {
          id: number;
        };
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ItemDetailDto'];
          };
        };
        /** ITEM_NOT_FOUND: 指定された案件が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ITEM_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/item/get-item-rate-range-per-industry': {
    /** 業界別の単価相場（最低・中央値・平均・最高, 円/月, 60秒キャッシュ） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['RateRangeResponseDto'];
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/item/get-item-rate-range-per-prefectures': {
    /** 都道府県別の単価相場（円/月, 60秒キャッシュ） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['RateRangeResponseDto'];
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/item/get-recommended-items-list': {
    /** おすすめ案件（共通タグの多い順→同じ業界→新しい順, 公開中のみ） */
    get: {
      parameters: {
        query: {
          /** 基準の案件ID */
          item_id: number;
          limit?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['ItemCardsResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** ITEM_NOT_FOUND: 指定された案件が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ITEM_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/item/get-related-tags-by-keyword': {
    /** キーワードの検索結果に多いタグ（最大15件） */
    get: {
      parameters: {
        query: {
          /** キーワード */
          keyword: string;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['TagCountListResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/item/get-related-tags-by-tag-id': {
    /** タグと一緒に付いているタグ（公開中の案件、最大15件） */
    get: {
      parameters: {
        query: {
          /** タグID */
          tag_id: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['TagCountListResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** TAG_NOT_FOUND: 指定されたタグページが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/item/get-search-by-keyword-list': {
    /** キーワード・条件で案件を検索（公開中のみ） */
    get: {
      parameters: {
        query?: {
          /** エリアID（いずれか） */
          areas?: number[];
          /** 契約形態ID（いずれか） */
          contract_types?: number[];
          /** 1: 単価の記載がない案件も含める（単価で絞り込むとき） */
          include_no_rate?: 0 | 1;
          /** キーワード（全角英数は半角に変換、大文字小文字を区別しない。空白（全角含む）で区切った語をすべて含む案件） */
          keyword?: string;
          /** 1: 公開から7日以内の新着案件のみ */
          new?: 0 | 1;
          page?: number;
          per_page?: 10 | 20 | 50;
          /** 単価の上限（万円/月） */
          rate_max?: number;
          /** 単価の下限（万円/月。50 = 500,000円）。案件の単価幅と重なれば一致 */
          rate_min?: number;
          /** リモート（0 常駐, 1 一部リモート, 2 フルリモート; いずれか） */
          remote?: number[];
          /** new: 新着順, rate: 単価の高い順（単価上限） */
          sort?: 'new' | 'rate';
          /** タグID（指定したすべてのタグを持つ案件） */
          tags?: number[];
          /** 週の稼働日数: 最低稼働日数がこの日数以下の案件 */
          weekly_days?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['SearchResultDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/item/get-search-by-tag-list': {
    /** タグの案件一覧（条件で絞り込み可）。公開中の案件がないタグは message と終了案件 */
    get: {
      parameters: {
        query: {
          /** エリアID（いずれか） */
          areas?: number[];
          /** 契約形態ID（いずれか） */
          contract_types?: number[];
          /** 1: 単価の記載がない案件も含める（単価で絞り込むとき） */
          include_no_rate?: 0 | 1;
          /** キーワード（全角英数は半角に変換、大文字小文字を区別しない。空白（全角含む）で区切った語をすべて含む案件） */
          keyword?: string;
          /** 1: 公開から7日以内の新着案件のみ */
          new?: 0 | 1;
          page?: number;
          per_page?: 10 | 20 | 50;
          /** 単価の上限（万円/月） */
          rate_max?: number;
          /** 単価の下限（万円/月。50 = 500,000円）。案件の単価幅と重なれば一致 */
          rate_min?: number;
          /** リモート（0 常駐, 1 一部リモート, 2 フルリモート; いずれか） */
          remote?: number[];
          /** new: 新着順, rate: 単価の高い順（単価上限） */
          sort?: 'new' | 'rate';
          /** タグID */
          tag_id: number;
          /** タグID（指定したすべてのタグを持つ案件） */
          tags?: number[];
          /** 週の稼働日数: 最低稼働日数がこの日数以下の案件 */
          weekly_days?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['TagSearchResultDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** TAG_NOT_FOUND: 指定されたタグページが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/item/get-search-user-skill-matching-item-list': {
    /** スキルにマッチした案件を /item/search と同じ条件で絞り込み（マッチ度順・新着順・単価順、ページ送り、件数つき） */
    get: {
      parameters: {
        query?: {
          /** エリアID（いずれか） */
          areas?: number[];
          /** 契約形態ID（いずれか） */
          contract_types?: number[];
          /** 1: 単価の記載がない案件も含める（単価で絞り込むとき） */
          include_no_rate?: 0 | 1;
          /** キーワード（全角英数は半角に変換、大文字小文字を区別しない。空白（全角含む）で区切った語をすべて含む案件） */
          keyword?: string;
          /** 1: 公開から7日以内の新着案件のみ */
          new?: 0 | 1;
          page?: number;
          per_page?: 10 | 20 | 50;
          /** 単価の上限（万円/月） */
          rate_max?: number;
          /** 単価の下限（万円/月。50 = 500,000円）。案件の単価幅と重なれば一致 */
          rate_min?: number;
          /** リモート（0 常駐, 1 一部リモート, 2 フルリモート; いずれか） */
          remote?: number[];
          /** match: マッチ度順, new: 新着順, rate: 単価の高い順 */
          sort?: 'match' | 'new' | 'rate';
          /** タグID（指定したすべてのタグを持つ案件） */
          tags?: number[];
          /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
          user_id?: number;
          /** 週の稼働日数: 最低稼働日数がこの日数以下の案件 */
          weekly_days?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['SkillMatchingSearchResultDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/item/get-value-of-chart': {
    /** スキル（タグ）別の単価相場（既定: 人気の言語タグ, 60秒キャッシュ） */
    get: {
      parameters: {
        query?: {
          /** タグID（繰り返し指定, 最大50件） */
          tag_ids?: number[];
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['RateRangeResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/item/tag/get-html-content': {
    /** タグページの説明HTML（許可したタグのみ残す） */
    get: {
      parameters: {
        query: {
          /** タグID */
          tag_id: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['TagHtmlContentDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** TAG_NOT_FOUND: 指定されたタグページが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/item/tag/get-searchpage-refine-tags': {
    /** 検索ページの絞り込みタグ（公開中の案件があるタグ、カテゴリ別） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['RefineTagsResponseDto'];
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/item/tag/get-tag-name': {
    /** タグ名（統合されたタグは merged_into に統合先） */
    get: {
      parameters: {
        query: {
          /** タグID */
          tag_id: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['TagNameDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** TAG_NOT_FOUND: 指定されたタグページが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/item/tag/get-tagpage-refine-tags': {
    /** タグページの絞り込みタグ（そのタグと一緒に付いているタグ、カテゴリ別） */
    get: {
      parameters: {
        query: {
          /** タグID */
          tag_id: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['RefineTagsResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** TAG_NOT_FOUND: 指定されたタグページが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TAG_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/make-request-to-introduce': {
    /** お友達紹介のお申し込み（/introduce）。紹介リンクの ref があれば紹介者として記録 */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['IntroduceRequestDto'];
        };
      };
      responses: {
        /** 同じ送信キーの再送：保存済みの ID（新たに保存・送信しない） */
        200: {
          content: {
            'application/json': components['schemas']['CreatedIdResponseDto'];
          };
        };
        201: {
          content: {
            'application/json': components['schemas']['CreatedIdResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** CONTACT_RATE_LIMITED: 送信回数の上限に達しました。しばらくしてから再度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CONTACT_RATE_LIMITED';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/member-login': {
    /** 会員ログイン（認証済みの会員のみ） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['LoginRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['MemberLoginResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** AUTH_INVALID_CREDENTIALS: メールアドレスまたはパスワードが正しくありません */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'AUTH_INVALID_CREDENTIALS';
              statusCode: 401;
            };
          };
        };
        /** AUTH_EMAIL_NOT_VERIFIED: メールアドレスの認証が完了していません。届いた認証メールのリンクから登録を完了してください */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'AUTH_EMAIL_NOT_VERIFIED';
              statusCode: 403;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** TOO_MANY_ATTEMPTS: ログインの試行回数が上限を超えました。しばらくしてからもう一度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TOO_MANY_ATTEMPTS';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/member-login-check': {
    /** 会員としてログイン中かどうか（401 にはなりません） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['MemberLoginCheckResponseDto'];
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/member-logout': {
    /** 会員ログアウト（セッションを終了し Cookie を削除） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['LogoutResponseDto'];
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/member-password-reset-check': {
    /** パスワード再設定リンクが使えるか（使わずに確認。ページを開いたときに確認します） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['MemberPasswordResetCheckRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AcceptedResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * PASSWORD_RESET_LINK_INVALID: このパスワード設定リンクは無効か、有効期限が切れています。お手数ですが、パスワード再設定ページからもう一度お申し込みください。
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'PASSWORD_RESET_LINK_INVALID' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** TOO_MANY_ATTEMPTS: ログインの試行回数が上限を超えました。しばらくしてからもう一度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TOO_MANY_ATTEMPTS';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/member-password-reset-mail': {
    /** パスワード再設定メールの送信（どのアドレスでも同じ応答） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['MemberPasswordResetMailRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AcceptedResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** TOO_MANY_MAIL_REQUESTS: 送信回数が上限を超えました。しばらくしてからもう一度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TOO_MANY_MAIL_REQUESTS';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/member-password-reset-update': {
    /** 新しいパスワードの設定（リンクは1回限り・1時間有効）。その会員のすべてのセッションを終了します */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['MemberPasswordResetUpdateRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AcceptedResponseDto'];
          };
        };
        /**
         * ACCOUNT_FIELDS_INVALID: 入力内容に誤りがあります
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * PASSWORD_RESET_LINK_INVALID: このパスワード設定リンクは無効か、有効期限が切れています。お手数ですが、パスワード再設定ページからもう一度お申し込みください。
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ACCOUNT_FIELDS_INVALID' | 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'PASSWORD_RESET_LINK_INVALID' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** TOO_MANY_ATTEMPTS: ログインの試行回数が上限を超えました。しばらくしてからもう一度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TOO_MANY_ATTEMPTS';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/member-register': {
    /** 無料会員登録（仮登録と認証メールの送信）。登録済みのメールアドレスでも同じ応答です */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['MemberRegisterRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AcceptedResponseDto'];
          };
        };
        /**
         * ACCOUNT_FIELDS_INVALID: 入力内容に誤りがあります
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ACCOUNT_FIELDS_INVALID' | 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** TOO_MANY_MAIL_REQUESTS: 送信回数が上限を超えました。しばらくしてからもう一度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TOO_MANY_MAIL_REQUESTS';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/member-register-auth-mail-complete': {
    /** 認証メールのリンクで本登録を完了し、ログインした状態にする（リンクは1回限り・24時間有効） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['MemberAuthMailCompleteRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['MemberLoginResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * REGISTRATION_LINK_INVALID: この認証リンクは無効か、有効期限（24時間）が切れています。お手数ですが、認証メールを再送信してください。
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'REGISTRATION_LINK_INVALID' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** AUTH_EMAIL_NOT_VERIFIED: メールアドレスの認証が完了していません。届いた認証メールのリンクから登録を完了してください */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'AUTH_EMAIL_NOT_VERIFIED';
              statusCode: 403;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** TOO_MANY_ATTEMPTS: ログインの試行回数が上限を超えました。しばらくしてからもう一度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TOO_MANY_ATTEMPTS';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/member-send-auth-mail': {
    /** 認証メールの再送信（どのアドレスでも同じ応答） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['MemberSendAuthMailRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AcceptedResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** TOO_MANY_MAIL_REQUESTS: 送信回数が上限を超えました。しばらくしてからもう一度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TOO_MANY_MAIL_REQUESTS';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/member-social-account-login': {
    /** ソーシャルログイン（Firebase の ID トークン）。連携済みならログイン、未登録なら会員登録の入力候補を返す */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SocialIdTokenRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['SocialLoginResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** SOCIAL_TOKEN_INVALID: ソーシャルアカウントでの認証に失敗しました。もう一度お試しください。 */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SOCIAL_TOKEN_INVALID';
              statusCode: 401;
            };
          };
        };
        /** SOCIAL_LOGIN_UNAVAILABLE: ソーシャルアカウントでのログインは現在ご利用いただけません。 */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SOCIAL_LOGIN_UNAVAILABLE';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** TOO_MANY_ATTEMPTS: ログインの試行回数が上限を超えました。しばらくしてからもう一度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TOO_MANY_ATTEMPTS';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/page-meta': {
    /** ページのタイトル・説明・構造化データ・ステータス（Web サーバーのサーバーレンダリング用） */
    get: {
      parameters: {
        query: {
          /** ページのパス（クエリなし） */
          path: string;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['PageMetaResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/saved-search/delete-saved-search': {
    /** 保存した検索条件を削除（残りの一覧を返す） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SavedSearchIdRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['SavedSearchListResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** SAVED_SEARCH_NOT_FOUND: 指定された検索条件が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SAVED_SEARCH_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/saved-search/get-saved-search-exist': {
    /** この検索条件を保存済みか（検索ページの「この条件を保存」ボタン用。未ログインでも 401 にならず false） */
    get: {
      parameters: {
        query?: {
          /** エリアID（いずれか） */
          areas?: number[];
          /** 契約形態ID（いずれか） */
          contract_types?: number[];
          /** 1: 単価の記載がない案件も含める（単価で絞り込むとき） */
          include_no_rate?: 0 | 1;
          /** キーワード（全角英数は半角に変換、大文字小文字を区別しない。空白（全角含む）で区切った語をすべて含む案件） */
          keyword?: string;
          /** 単価の上限（万円/月） */
          rate_max?: number;
          /** 単価の下限（万円/月。50 = 500,000円）。案件の単価幅と重なれば一致 */
          rate_min?: number;
          /** リモート（0 常駐, 1 一部リモート, 2 フルリモート; いずれか） */
          remote?: number[];
          /** タグページのタグID（/item/tag/{id} で保存したとき） */
          tag_id?: number;
          /** タグID（指定したすべてのタグを持つ案件） */
          tags?: number[];
          /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
          user_id?: number;
          /** 週の稼働日数: 最低稼働日数がこの日数以下の案件 */
          weekly_days?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['SavedSearchExistResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/saved-search/get-saved-search-list': {
    /** 保存した検索条件の一覧（新しい順。表示名、検索ページのパス、メールの受け取り設定） */
    get: {
      parameters: {
        query?: {
          /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
          user_id?: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['SavedSearchListResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/saved-search/store-saved-search': {
    /** 検索条件を保存（201: 新規。同じ条件を保存済みなら 200 で保存済みのものを返す。1会員20件まで） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['StoreSavedSearchRequestDto'];
        };
      };
      responses: {
        /** 同じ条件を保存済み: そのまま返す（何も保存しない） */
        200: {
          content: {
            'application/json': components['schemas']['StoreSavedSearchResponseDto'];
          };
        };
        /** 保存した */
        201: {
          content: {
            'application/json': components['schemas']['StoreSavedSearchResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * SAVED_SEARCH_CONDITIONS_INVALID: 検索条件に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'SAVED_SEARCH_CONDITIONS_INVALID' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** SAVED_SEARCH_LIMIT_REACHED: 保存できる検索条件は20件までです。マイページで不要な検索条件を削除してから、もう一度保存してください。 */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SAVED_SEARCH_LIMIT_REACHED';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/saved-search/unsubscribe-saved-search-mail': {
    /** 新着案件メールの配信停止（メールの署名つきリンクから。ログイン不要、何度開いても同じ結果） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['UnsubscribeSavedSearchMailRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['UnsubscribeSavedSearchMailResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * SAVED_SEARCH_UNSUBSCRIBE_INVALID: 配信停止のリンクが正しくありません。メールに記載されたURLを、途中で切れていないかご確認のうえ開き直してください。
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'SAVED_SEARCH_UNSUBSCRIBE_INVALID' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/saved-search/update-saved-search-mail': {
    /** 保存した検索条件の新着案件メール（1日1回）を受け取るかを変更 */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['UpdateSavedSearchMailRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['SavedSearchResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** SAVED_SEARCH_NOT_FOUND: 指定された検索条件が見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SAVED_SEARCH_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/send-mail-for-change-mail': {
    /** メールアドレス変更: 新しいアドレスに確認リンクを送る（24時間・1回限り） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SendMailForChangeMailRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AcceptedResponseDto'];
          };
        };
        /**
         * ACCOUNT_FIELDS_INVALID: 入力内容に誤りがあります
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ACCOUNT_FIELDS_INVALID' | 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** TOO_MANY_MAIL_REQUESTS: 送信回数が上限を超えました。しばらくしてからもう一度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TOO_MANY_MAIL_REQUESTS';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/send-mail-for-change-mail-auth': {
    /** メールアドレス変更の確定（確認リンクの token）。ログインIDが変わり、すべてのセッションが終了します */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SendMailForChangeMailAuthRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['EmailChangedResponseDto'];
          };
        };
        /**
         * ACCOUNT_FIELDS_INVALID: 入力内容に誤りがあります
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * EMAIL_CHANGE_LINK_INVALID: このメールアドレス変更リンクは無効か、有効期限（24時間）が切れています。お手数ですが、マイページからもう一度お手続きください。
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ACCOUNT_FIELDS_INVALID' | 'BODY_TOO_DEEP' | 'EMAIL_CHANGE_LINK_INVALID' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** TOO_MANY_ATTEMPTS: ログインの試行回数が上限を超えました。しばらくしてからもう一度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TOO_MANY_ATTEMPTS';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/sitemap-entries': {
    /** サイトマップの動的なURL（公開中の案件・タグ・お知らせ） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['SitemapEntriesResponseDto'];
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/socialaccount/cancel-account-authenticate': {
    /** ソーシャルアカウントの連携を解除する（最後のログイン方法は解除不可）。会員にお知らせメールを送る */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['CancelSocialAccountRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['SocialAccountListResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** SOCIAL_LAST_LOGIN_METHOD: ログインできる方法がなくなるため、連携を解除できません。先にパスワードを設定してください（パスワード再設定ページから設定できます）。 */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SOCIAL_LAST_LOGIN_METHOD';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/socialaccount/check-account-used': {
    /** ソーシャルアカウントが会員に連携済みか */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SocialIdTokenRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['SocialAccountUsedResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** SOCIAL_TOKEN_INVALID: ソーシャルアカウントでの認証に失敗しました。もう一度お試しください。 */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SOCIAL_TOKEN_INVALID';
              statusCode: 401;
            };
          };
        };
        /** SOCIAL_LOGIN_UNAVAILABLE: ソーシャルアカウントでのログインは現在ご利用いただけません。 */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SOCIAL_LOGIN_UNAVAILABLE';
              statusCode: 404;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** TOO_MANY_ATTEMPTS: ログインの試行回数が上限を超えました。しばらくしてからもう一度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TOO_MANY_ATTEMPTS';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/socialaccount/get-account-list': {
    /** ログイン中の会員のソーシャルアカウント連携状態 */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['SocialAccountListResponseDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/socialaccount/setting-account-authenticate': {
    /** ソーシャルアカウントを連携する（Firebase の ID トークン。ログインから10分を過ぎていればパスワードも）。会員にお知らせメールを送る */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SettingAccountAuthenticateRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['SocialAccountListResponseDto'];
          };
        };
        /**
         * ACCOUNT_FIELDS_INVALID: 入力内容に誤りがあります
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ACCOUNT_FIELDS_INVALID' | 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /**
         * SOCIAL_TOKEN_INVALID: ソーシャルアカウントでの認証に失敗しました。もう一度お試しください。
         * UNAUTHENTICATED: ログインしてください
         */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SOCIAL_TOKEN_INVALID' | 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** RECENT_LOGIN_REQUIRED: セキュリティのため、ソーシャルアカウントを連携するにはパスワードをもう一度入力してください。パスワードを設定していない場合は、ログインし直してからお試しください。 */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'RECENT_LOGIN_REQUIRED';
              statusCode: 403;
            };
          };
        };
        /** SOCIAL_LOGIN_UNAVAILABLE: ソーシャルアカウントでのログインは現在ご利用いただけません。 */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SOCIAL_LOGIN_UNAVAILABLE';
              statusCode: 404;
            };
          };
        };
        /**
         * SOCIAL_ACCOUNT_IN_USE: このソーシャルアカウントは別の会員に連携されています。
         * SOCIAL_TYPE_ALREADY_LINKED: このサービスのアカウントはすでに連携済みです。別のアカウントに切り替える場合は、先に連携を解除してください。
         */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SOCIAL_ACCOUNT_IN_USE' | 'SOCIAL_TYPE_ALREADY_LINKED';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** TOO_MANY_ATTEMPTS: ログインの試行回数が上限を超えました。しばらくしてからもう一度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TOO_MANY_ATTEMPTS';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/store-offline-cvdata': {
    /** 広告パラメータ（gclid, utm_*）を会員登録のコンバージョンとして保存 */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['StoreOfflineCvdataRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AcceptedResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/survey/get-engineer-style': {
    /** 働き方アンケートの自分の回答（未回答は answer: null） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['MyEngineerStyleDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/survey/get-freelance-start': {
    /** フリーランス準備アンケートの自分の回答（未回答は answer: null） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['MyFreelanceStartDto'];
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/survey/store-engineer-style': {
    /** 働き方アンケートに回答（2回目以降は前の回答を置き換えます） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['EngineerStyleAnswerDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['MyEngineerStyleDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/survey/store-freelance-start': {
    /** フリーランス準備アンケートに回答（2回目以降は前の回答を置き換えます） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['FreelanceStartAnswerDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['MyFreelanceStartDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/tax-accountant-request': {
    /** 無料税理士紹介のお申し込み（/zeirishi） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['TaxAccountantRequestDto'];
        };
      };
      responses: {
        /** 同じ送信キーの再送：保存済みの ID（新たに保存・送信しない） */
        200: {
          content: {
            'application/json': components['schemas']['CreatedIdResponseDto'];
          };
        };
        201: {
          content: {
            'application/json': components['schemas']['CreatedIdResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** CONTACT_RATE_LIMITED: 送信回数の上限に達しました。しばらくしてから再度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CONTACT_RATE_LIMITED';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/temporary/register': {
    /** LP の簡易登録（お名前・メール・電話）: 仮登録し、パスワード設定リンク（24時間）をメールで送る。どのアドレスでも同じ応答 */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['TemporaryRegisterRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AcceptedResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** TOO_MANY_MAIL_REQUESTS: 送信回数が上限を超えました。しばらくしてからもう一度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TOO_MANY_MAIL_REQUESTS';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/temporary/sendmail': {
    /** 簡易登録のパスワード設定メールの再送信（どのアドレスでも同じ応答） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['TemporarySendmailRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['AcceptedResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** TOO_MANY_MAIL_REQUESTS: 送信回数が上限を超えました。しばらくしてからもう一度お試しください。 */
        429: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'TOO_MANY_MAIL_REQUESTS';
              statusCode: 429;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/update-user-info': {
    /** 登録情報の更新（SPEC §3 の会員情報、スキルと経験年数、希望条件） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['UpdateUserInfoRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['UserInfoResponseDto'];
          };
        };
        /**
         * ACCOUNT_FIELDS_INVALID: 入力内容に誤りがあります
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ACCOUNT_FIELDS_INVALID' | 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/upload-skill-sheet': {
    /** スキルシートのアップロード（xlsx・xls・docx・doc・pdf、10MBまで、1人20件まで。種類は内容で判定） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'multipart/form-data': components['schemas']['UploadSkillSheetRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['UploadSkillSheetResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * SKILL_SHEET_FILE_REQUIRED: ファイルを選択してください
         * SKILL_SHEET_FILE_TOO_LARGE: 10MB以下のファイルを選択してください
         * SKILL_SHEET_FILE_TYPE: Excel・Word・PDF のファイルを選択してください
         * SKILL_SHEET_UPLOAD_MALFORMED: ファイルを送信できませんでした。ファイルを1つ選択して、もう一度お試しください
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'SKILL_SHEET_FILE_REQUIRED' | 'SKILL_SHEET_FILE_TOO_LARGE' | 'SKILL_SHEET_FILE_TYPE' | 'SKILL_SHEET_UPLOAD_MALFORMED' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** SKILL_SHEET_LIMIT_REACHED: スキルシートは20件まで登録できます。不要なファイルを削除してから追加してください */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SKILL_SHEET_LIMIT_REACHED';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/withdraw-entry': {
    /** エントリーの辞退（選考状況が「エントリー済み」のときだけ） */
    post: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['WithdrawEntryRequestDto'];
        };
      };
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['EntryResponseDto'];
          };
        };
        /**
         * BODY_TOO_DEEP: 入力データの入れ子が深すぎます
         * INVALID_ENCODING: 文字コードが正しくありません。UTF-8 で送信してください
         * MALFORMED_JSON: 入力内容に誤りがあります
         * MALFORMED_TEXT: 入力内容に誤りがあります
         * VALIDATION_FAILED: 入力内容に誤りがあります
         */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'BODY_TOO_DEEP' | 'INVALID_ENCODING' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** UNAUTHENTICATED: ログインしてください */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNAUTHENTICATED';
              statusCode: 401;
            };
          };
        };
        /** MEMBER_ID_MISMATCH: 他の会員の情報は表示・変更できません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'MEMBER_ID_MISMATCH';
              statusCode: 403;
            };
          };
        };
        /** ENTRY_NOT_FOUND: 指定されたエントリーが見つかりませんでした */
        404: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ENTRY_NOT_FOUND';
              statusCode: 404;
            };
          };
        };
        /** ENTRY_NOT_WITHDRAWABLE: このエントリーは選考が始まっているため、ここからは辞退できません。お手数ですが、担当者までご連絡ください。 */
        409: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'ENTRY_NOT_WITHDRAWABLE';
              statusCode: 409;
            };
          };
        };
        /** PAYLOAD_TOO_LARGE: 送信されたデータが大きすぎます */
        413: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'PAYLOAD_TOO_LARGE';
              statusCode: 413;
            };
          };
        };
        /** UNSUPPORTED_MEDIA_TYPE: サポートされていない形式です */
        415: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'UNSUPPORTED_MEDIA_TYPE';
              statusCode: 415;
            };
          };
        };
        /** CSRF_TOKEN_MISMATCH: ページの有効期限が切れました。再読み込みしてください。 */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'CSRF_TOKEN_MISMATCH';
              statusCode: 419;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/front/wordpress/get-related-column': {
    /** 案件に関連するコラム（案件・タグに紐づくもの, URLで重複排除, 最大5件） */
    get: {
      parameters: {
        query: {
          /** 案件ID */
          item_id: number;
        };
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['RelatedColumnResponseDto'];
          };
        };
        /** VALIDATION_FAILED: 入力内容に誤りがあります */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'VALIDATION_FAILED';
              statusCode: 400;
            };
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/api/health': {
    /** 死活監視（データベースの停止、またはメール outbox の滞留で 503。内訳は /api/admin/health） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['PublicHealthDto'];
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        503: {
          content: {
            'application/json': components['schemas']['PublicHealthDto'];
          };
        };
      };
    };
  };
  '/mf-remotes.json': {
    /** マイクロフロントエンド（リモート）のマニフェストURL */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['RemotesManifestDto'];
          };
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
  '/sanctum/csrf-cookie': {
    /** 偽造防止トークン（XSRF-TOKEN Cookie）を発行する */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        /** XSRF-TOKEN Cookie（とセッションID Cookie）を設定しました */
        204: {
          content?: never;
        };
        /** INTERNAL_ERROR: システムエラーが発生致しました。恐れ入りますが、時間をおいてから再度アクセスしてください。 */
        500: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'INTERNAL_ERROR';
              statusCode: 500;
            };
          };
        };
        /** SERVICE_UNAVAILABLE: ただいま一時的にご利用いただけません。しばらく時間をおいてから再度お試しください。 */
        503: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'] & {
              code: 'SERVICE_UNAVAILABLE';
              statusCode: 503;
            };
          };
        };
      };
    };
  };
}

export interface components {
  schemas: {
    AcceptedResponseDto: {
      result: boolean;
    };
    AdParamsDto: {
      /** パラメータ付きで訪れた日時 */
      arrived_at?: string;
      /** Google 広告のクリック ID */
      gclid?: string;
      /** 最初に訪れたページのパス（例: /lp1） */
      landing_path?: string;
      utm_campaign?: string;
      utm_content?: string;
      utm_medium?: string;
      utm_source?: string;
      utm_term?: string;
    };
    AdminColumnConnectCreateBodyDto: {
      /** コラム記事のURL（http:// または https://） */
      column_url: string;
      /** コラムを表示する案件の ID（削除されていない案件） */
      item_id: number;
      /** コラムのタイトル */
      title: string;
    };
    AdminColumnConnectDetailDto: {
      column_url: string;
      created_at: string;
      deleted_at: string | null;
      id: number;
      item_id: number;
      /** 案件名（案件が削除されていれば null） */
      item_name: string | null;
      /** active: 有効（関連コラムに表示）, deleted: 削除済み */
      status: components['schemas']['ColumnLinkStatus'];
      status_label: string;
      title: string;
      updated_at: string;
      /** 編集の保存時にそのまま送る版番号 */
      version: number;
    };
    AdminColumnConnectEditBodyDto: {
      /** コラム記事のURL（http:// または https://） */
      column_url: string;
      /** 編集するレコードの ID */
      id: number;
      /** コラムを表示する案件の ID（削除されていない案件） */
      item_id: number;
      /** コラムのタイトル */
      title: string;
      /** 編集画面で読み込んだときの version（その後に他のスタッフが保存していれば 409） */
      version: number;
    };
    AdminColumnConnectRowDto: {
      column_url: string;
      created_at: string;
      deleted_at: string | null;
      id: number;
      item_id: number;
      /** 案件名（案件が削除されていれば null） */
      item_name: string | null;
      /** active: 有効（関連コラムに表示）, deleted: 削除済み */
      status: components['schemas']['ColumnLinkStatus'];
      status_label: string;
      title: string;
      updated_at: string;
    };
    AdminColumnConnectSearchResponseDto: {
      items: components['schemas']['AdminColumnConnectRowDto'][];
      /** 最終ページ（0件のときは1） */
      last_page: number;
      /** このページ（1から） */
      page: number;
      per_page: number;
      /** 条件に合う件数 */
      total: number;
    };
    AdminColumnTagConnectCreateBodyDto: {
      /** コラム記事のURL（http:// または https://） */
      column_url: string;
      /** コラムを表示するタグの ID（削除されていないタグ） */
      tag_id: number;
      /** コラムのタイトル */
      title: string;
    };
    AdminColumnTagConnectDetailDto: {
      column_url: string;
      created_at: string;
      deleted_at: string | null;
      id: number;
      /** active: 有効（関連コラムに表示）, deleted: 削除済み */
      status: components['schemas']['ColumnLinkStatus'];
      status_label: string;
      tag_id: number;
      /** タグ名（タグが削除されていれば null） */
      tag_term: string | null;
      title: string;
      updated_at: string;
      /** 編集の保存時にそのまま送る版番号 */
      version: number;
    };
    AdminColumnTagConnectEditBodyDto: {
      /** コラム記事のURL（http:// または https://） */
      column_url: string;
      /** 編集するレコードの ID */
      id: number;
      /** コラムを表示するタグの ID（削除されていないタグ） */
      tag_id: number;
      /** コラムのタイトル */
      title: string;
      /** 編集画面で読み込んだときの version（その後に他のスタッフが保存していれば 409） */
      version: number;
    };
    AdminColumnTagConnectRowDto: {
      column_url: string;
      created_at: string;
      deleted_at: string | null;
      id: number;
      /** active: 有効（関連コラムに表示）, deleted: 削除済み */
      status: components['schemas']['ColumnLinkStatus'];
      status_label: string;
      tag_id: number;
      /** タグ名（タグが削除されていれば null） */
      tag_term: string | null;
      title: string;
      updated_at: string;
    };
    AdminColumnTagConnectSearchResponseDto: {
      items: components['schemas']['AdminColumnTagConnectRowDto'][];
      /** 最終ページ（0件のときは1） */
      last_page: number;
      /** このページ（1から） */
      page: number;
      per_page: number;
      /** 条件に合う件数 */
      total: number;
    };
    AdminEntryDetailDto: {
      /** 稼働開始希望日 */
      desired_start_date: string | null;
      /** エントリー日時 */
      entered_at: string;
      /** ステータスの履歴（古い順） */
      history: components['schemas']['AdminEntryHistoryDto'][];
      id: number;
      /** 案件（削除された案件は null） */
      item: components['schemas']['AdminEntryItemDto'] | null;
      item_id: number;
      /** 案件名（削除された案件は null） */
      item_name: string | null;
      /** このエントリーについて会員に送ったメール（古い順） */
      mails: components['schemas']['AdminEntryMailDto'][];
      /** 会員（退会済みは null） */
      member: components['schemas']['AdminEntryMemberDto'] | null;
      member_email: string | null;
      member_id: number;
      /** 会員の氏名（退会済みは null） */
      member_name: string | null;
      /** 担当者へのメッセージ */
      message: string | null;
      /** 提出されたスキルシート */
      skill_sheet: components['schemas']['AdminEntrySkillSheetDto'] | null;
      /** ステータス: applied エントリー済み, screening 書類選考中, interview 面談調整中, result_sent 結果連絡済み, withdrawn 辞退 */
      status: 'applied' | 'screening' | 'interview' | 'result_sent' | 'withdrawn';
      /** 今変更できるステータス（空なら変更不可） */
      status_choices: components['schemas']['AdminEntryStatusChoiceDto'][];
      status_label: string;
      updated_at: string;
      /** 有効性（SPEC §3）: 0 有効, 1 無効 */
      validity: 0 | 1;
      validity_label: string;
    };
    AdminEntryHistoryDto: {
      changed_at: string;
      /** 変えたのは会員本人かスタッフか */
      changed_by: 'member' | 'staff';
      /** スタッフの ID（会員の変更は null） */
      staff_id: number | null;
      /** スタッフの名前（変更時点） */
      staff_name: string | null;
      status: 'applied' | 'screening' | 'interview' | 'result_sent' | 'withdrawn';
      status_label: string;
    };
    AdminEntryItemDto: {
      id: number;
      name: string;
      /** 公開ページのパス（公開中・募集終了のみ） */
      public_path: string | null;
      /** 単価（案件に表示するとおり） */
      rate_detail: string | null;
    };
    AdminEntryMailDto: {
      /** メールのジョブ ID（送信待ちのあいだ outbox の id） */
      job_id: string;
      kind: 'entry-received' | 'entry-status-changed';
      /** 送信を予約した日時 */
      queued_at: string;
      subject: string;
      /** 宛先（会員の現在のメールアドレス） */
      to: string | null;
    };
    AdminEntryMemberDto: {
      email: string;
      id: number;
      name: string;
      name_kana: string;
      tel: string | null;
    };
    AdminEntryRowDto: {
      /** エントリー日時 */
      entered_at: string;
      id: number;
      item_id: number;
      /** 案件名（削除された案件は null） */
      item_name: string | null;
      member_email: string | null;
      member_id: number;
      /** 会員の氏名（退会済みは null） */
      member_name: string | null;
      /** ステータス: applied エントリー済み, screening 書類選考中, interview 面談調整中, result_sent 結果連絡済み, withdrawn 辞退 */
      status: 'applied' | 'screening' | 'interview' | 'result_sent' | 'withdrawn';
      status_label: string;
      updated_at: string;
      /** 有効性（SPEC §3）: 0 有効, 1 無効 */
      validity: 0 | 1;
      validity_label: string;
    };
    AdminEntrySearchResponseDto: {
      items: components['schemas']['AdminEntryRowDto'][];
      /** 最終ページ（0件のときは1） */
      last_page: number;
      /** このページ（1から） */
      page: number;
      per_page: number;
      /** 条件に合う件数 */
      total: number;
    };
    AdminEntrySkillSheetDto: {
      /** 会員が後から削除した */
      deleted: boolean;
      /** スキルシートの ID（会員のスキルシートのダウンロードに使う） */
      id: number;
      name: string;
    };
    AdminEntryStatusChoiceDto: {
      label: string;
      value: 'applied' | 'screening' | 'interview' | 'result_sent';
    };
    AdminEntryUpdateStatusBodyDto: {
      /** エントリーの ID */
      id: number;
      /** 新しいステータス（辞退は会員だけが選べます） */
      status: 'applied' | 'screening' | 'interview' | 'result_sent';
    };
    AdminEntryUpdateValidityBodyDto: {
      /** エントリーの ID */
      id: number;
      /** 有効性（SPEC §3）: 0 有効, 1 無効 */
      validity: 0 | 1;
    };
    AdminEntryUserDto: {
      /** 年齢（生年月日から） */
      age: number | null;
      birth_date: string | null;
      /** 希望単価（円/月） */
      desired_rate: number | null;
      email: string;
      id: number;
      name: string;
      name_kana: string;
      /** 会員登録日時 */
      registered_at: string;
      station: string | null;
      tel: string | null;
    };
    AdminFrontNewsDetailDto: {
      /** 本文（保存された形: HTML は許可したタグのみ） */
      body: string;
      created_at: string;
      deleted_at: string | null;
      id: number;
      published_at: string | null;
      /** published: 公開中, scheduled: 公開予定（公開日時が未来）, draft: 下書き（公開日時なし）, deleted: 削除済み */
      status: components['schemas']['PublicationStatus'];
      status_label: string;
      title: string;
      updated_at: string;
      /** 編集の保存時にそのまま送る版番号 */
      version: number;
    };
    AdminFrontNewsEditBodyDto: {
      /** 本文（テキスト、または HTML。HTML は許可したタグだけを残して保存します） */
      body: string;
      /** 編集するレコードの ID（省略すると新規作成） */
      id?: number;
      /** 公開日時（未来の日時は公開予定、なしは下書き）（ISO 8601。タイムゾーンのない値は日本時間。null または省略で未設定） */
      published_at?: string | null;
      /** タイトル */
      title: string;
      /** 編集画面で読み込んだときの version（id を指定するとき必須。その後に他のスタッフが保存していれば 409） */
      version?: number;
    };
    AdminFrontNewsRowDto: {
      deleted_at: string | null;
      id: number;
      published_at: string | null;
      /** published: 公開中, scheduled: 公開予定（公開日時が未来）, draft: 下書き（公開日時なし）, deleted: 削除済み */
      status: components['schemas']['PublicationStatus'];
      status_label: string;
      title: string;
      updated_at: string;
    };
    AdminFrontNewsSearchResponseDto: {
      items: components['schemas']['AdminFrontNewsRowDto'][];
      /** 最終ページ（0件のときは1） */
      last_page: number;
      /** このページ（1から） */
      page: number;
      per_page: number;
      /** 条件に合う件数 */
      total: number;
    };
    AdminInfoDto: {
      email: string;
      id: number;
      name: string;
      /** owner: オーナー（スタッフ管理も可）, editor: 編集者（案件・コンテンツの編集）, viewer: 閲覧者（閲覧のみ） */
      role: components['schemas']['AdminRole'];
      role_label: string;
    };
    AdminItemAreaDto: {
      id: number;
      name: string;
      /** 都道府県（リモート・海外は null） */
      prefecture_id: number | null;
    };
    AdminItemAreaListResponseDto: {
      /** 表示順 */
      areas: components['schemas']['AdminItemAreaDto'][];
    };
    AdminItemBizCategoryListResponseDto: {
      /** 表示順 */
      biz_categories: components['schemas']['IdNameDto'][];
    };
    AdminItemDetailDto: {
      area_detail: string | null;
      /** エリア（表示順） */
      areas: components['schemas']['IdNameDto'][];
      /** 業界 */
      biz_category: components['schemas']['IdNameDto'] | null;
      /** クライアント企業名（null・省略は「非公開」: 求人の構造化データには運営会社を載せます。空文字は不可） */
      client_name: string | null;
      /** クライアント企業のサイト（http:// または https://。企業名があるときだけ） */
      client_url: string | null;
      /** 募集終了予定日（この日まで応募を受け付ける。求人の構造化データの掲載期限） */
      closes_on: string | null;
      /** 契約形態 */
      contract_type: components['schemas']['IdNameDto'] | null;
      created_at: string;
      deleted_at: string | null;
      detail: string | null;
      ended_at: string | null;
      /** 要確認の項目 */
      guessed_fields: components['schemas']['ItemGuessedField'][];
      id: number;
      /** 社内メモ（公開されません） */
      internal_note: string | null;
      interview_count: number | null;
      is_featured: boolean;
      job_type: string | null;
      must_have_requirements: string | null;
      name: string;
      /** 要確認の項目が残っている（メールから読み取った下書き） */
      needs_review: boolean;
      nice_to_have_requirements: string | null;
      /** 公開ページのパス（公開中・募集終了のみ） */
      public_path: string | null;
      published_at: string | null;
      rate_detail: string;
      /** 円/月 */
      rate_max: number | null;
      /** 円/月 */
      rate_min: number | null;
      remote_label: string;
      /** 0: 常駐, 1: 一部リモート, 2: フルリモート */
      remote_level: 0 | 1 | 2;
      settlement_range: string | null;
      start_date: string | null;
      /** published: 公開中, scheduled: 公開予定（公開日時が未来）, draft: 下書き, ended: 募集終了, deleted: 削除済み */
      status: components['schemas']['ListingStatus'];
      status_label: string;
      system_type: string | null;
      /** タグ（表示順、削除済みのタグを除く） */
      tags: components['schemas']['IdTermDto'][];
      updated_at: string;
      /** 編集の保存時に送る版番号 */
      version: number;
      /** 詳細ページの閲覧数 */
      view_count: number;
      weekly_days_max: number | null;
      weekly_days_min: number | null;
      working_hours: string | null;
    };
    AdminItemEditInfoDto: {
      area_detail: string | null;
      area_ids: number[];
      biz_category_id: number | null;
      /** クライアント企業名（null・省略は「非公開」: 求人の構造化データには運営会社を載せます。空文字は不可） */
      client_name: string | null;
      /** クライアント企業のサイト（http:// または https://。企業名があるときだけ） */
      client_url: string | null;
      /** 募集終了予定日（この日まで応募を受け付ける。求人の構造化データの掲載期限） */
      closes_on: string | null;
      contract_type_id: number | null;
      /** 削除済みなら日時（編集するには復元が必要） */
      deleted_at: string | null;
      detail: string | null;
      ended_at: string | null;
      /** 要確認の項目（編集画面で目立たせる） */
      guessed_fields: components['schemas']['ItemGuessedField'][];
      id: number;
      internal_note: string | null;
      interview_count: number | null;
      is_featured: boolean;
      job_type: string | null;
      /** 一覧での状態。published: 公開中, scheduled: 公開予定（公開日時が未来）, draft: 下書き, ended: 募集終了, deleted: 削除済み */
      listing_status: components['schemas']['ListingStatus'];
      listing_status_label: string;
      must_have_requirements: string | null;
      name: string;
      nice_to_have_requirements: string | null;
      published_at: string | null;
      rate_detail: string;
      rate_max: number | null;
      rate_min: number | null;
      /** 0: 常駐, 1: 一部リモート, 2: フルリモート */
      remote_level: 0 | 1 | 2;
      settlement_range: string | null;
      start_date: string | null;
      /** draft: 下書き（公開しない）, published: 公開（公開日時が未来なら公開予定、省略で今すぐ）, ended: 募集終了（公開済みの案件のみ） */
      status: components['schemas']['ItemEditStatus'];
      system_type: string | null;
      /** タグ（表示順） */
      tag_ids: number[];
      /** タグ（表示順、tag_ids と同じ並び） */
      tags: components['schemas']['IdTermDto'][];
      /** 保存時にそのまま送る版番号 */
      version: number;
      weekly_days_max: number | null;
      weekly_days_min: number | null;
      working_hours: string | null;
    };
    AdminItemEmailTemporaryBodyDto: {
      /** パートナーからの案件メールの本文（貼り付けたまま） */
      mail: string;
    };
    AdminItemEmailTemporaryResponseDto: {
      /** 要確認の項目（推測で入れた項目と、読み取れず仮の値を入れた項目） */
      guessed_fields: components['schemas']['ItemGuessedField'][];
      /** 読み取った項目とその箇所 */
      guesses: components['schemas']['MailGuessDto'][];
      /** 保存した下書き（公開されません） */
      item: components['schemas']['AdminItemEditInfoDto'];
      /** 項目にならなかった情報（社内メモにも保存） */
      notes: string[];
    };
    AdminItemRegisterBodyDto: {
      /** エリアの補足（例: 渋谷駅 徒歩5分） */
      area_detail?: string | null;
      /** エリア（area-all の id） */
      area_ids?: number[];
      /** 業界（biz-category-all の id） */
      biz_category_id?: number | null;
      /** クライアント企業名（null・省略は「非公開」: 求人の構造化データには運営会社を載せます。空文字は不可） */
      client_name?: string | null;
      /** クライアント企業のサイト（http:// または https://。企業名があるときだけ） */
      client_url?: string | null;
      /** 募集終了予定日（この日まで応募を受け付ける。求人の構造化データの掲載期限）（YYYY-MM-DD、日本時間の日付） */
      closes_on?: string;
      /** 契約形態（get-contract-type-list の id） */
      contract_type_id?: number | null;
      /** 案件の詳細 */
      detail?: string | null;
      /** まだ確認していない項目（メールから読み取った下書きの要確認項目。残っている間は公開できません。省略で確認済み） */
      guessed_fields?: components['schemas']['ItemGuessedField'][];
      /** 編集するレコードの ID（省略すると新規作成） */
      id?: number;
      /** 社内メモ（公開されません） */
      internal_note?: string | null;
      /** 面談回数 */
      interview_count?: number | null;
      /** 注目の案件（トップページの特集）に出す */
      is_featured?: boolean;
      /** 職種・ポジション（例: バックエンドエンジニア） */
      job_type?: string | null;
      /** 必須要件 */
      must_have_requirements?: string | null;
      /** 案件名 */
      name: string;
      /** 尚可要件 */
      nice_to_have_requirements?: string | null;
      /** 公開日時（未来の日時は公開予定。公開で省略すると今）（ISO 8601。タイムゾーンのない値は日本時間。null または省略で未設定） */
      published_at?: string | null;
      /** 単価の表示（例: 60〜70万円/月、スキル見合い） */
      rate_detail: string;
      /** 単価の上限（円/月。下限以上） */
      rate_max?: number | null;
      /** 単価の下限（円/月） */
      rate_min?: number | null;
      /** 0: 常駐, 1: 一部リモート, 2: フルリモート */
      remote_level?: 0 | 1 | 2;
      /** 精算幅（例: 140〜180h） */
      settlement_range?: string | null;
      /** 開始日（なしは即日・相談）（YYYY-MM-DD、日本時間の日付） */
      start_date?: string;
      /** draft: 下書き（公開しない）, published: 公開（公開日時が未来なら公開予定、省略で今すぐ）, ended: 募集終了（公開済みの案件のみ） */
      status?: components['schemas']['ItemEditStatus'];
      /** システム種別（例: Webシステム） */
      system_type?: string | null;
      /** タグ（表示順。tag-list-for-item-input の id） */
      tag_ids?: number[];
      /** 編集画面で読み込んだときの version（id を指定するとき必須。その後に他のスタッフが保存していれば 409） */
      version?: number;
      /** 週の稼働日数の上限（1〜5、下限以上） */
      weekly_days_max?: number | null;
      /** 週の稼働日数の下限（1〜5） */
      weekly_days_min?: number | null;
      /** 勤務時間（例: 10:00〜19:00） */
      working_hours?: string | null;
    };
    AdminItemRowDto: {
      /** エリア（表示順） */
      areas: components['schemas']['IdNameDto'][];
      /** 業界 */
      biz_category: components['schemas']['IdNameDto'] | null;
      deleted_at: string | null;
      ended_at: string | null;
      id: number;
      is_featured: boolean;
      name: string;
      /** 要確認の項目が残っている（メールから読み取った下書き） */
      needs_review: boolean;
      published_at: string | null;
      rate_detail: string;
      /** 円/月 */
      rate_max: number | null;
      /** 円/月 */
      rate_min: number | null;
      /** published: 公開中, scheduled: 公開予定（公開日時が未来）, draft: 下書き, ended: 募集終了, deleted: 削除済み */
      status: components['schemas']['ListingStatus'];
      status_label: string;
      /** タグ（表示順、削除済みのタグを除く） */
      tags: components['schemas']['IdTermDto'][];
      updated_at: string;
    };
    AdminItemSearchResponseDto: {
      items: components['schemas']['AdminItemRowDto'][];
      /** 最終ページ（0件のときは1） */
      last_page: number;
      /** このページ（1から） */
      page: number;
      per_page: number;
      /** 条件に合う件数 */
      total: number;
    };
    AdminItemTagListResponseDto: {
      tags: components['schemas']['IdTermDto'][];
    };
    AdminLoginCheckResponseDto: {
      admin?: components['schemas']['AdminInfoDto'];
      logged_in: boolean;
    };
    AdminLoginResponseDto: {
      admin: components['schemas']['AdminInfoDto'];
    };
    AdminLoginUserInfoResponseDto: {
      admin: components['schemas']['AdminInfoDto'];
    };
    AdminMemberChunkPartsDto: {
      parts: components['schemas']['MemberCsvPartDto'][];
      /** 1ファイルの行数 */
      size: number;
      /** 絞り込みに合う会員の数 */
      total: number;
    };
    AdminMemberConversionDto: {
      /** パラメータつきで訪れた日時 */
      arrived_at: string | null;
      /** Google 広告のクリック ID */
      gclid: string | null;
      /** 最初に訪れたページ */
      landing_path: string | null;
      utm_campaign: string | null;
      utm_content: string | null;
      utm_medium: string | null;
      utm_source: string | null;
      utm_term: string | null;
    };
    AdminMemberDeleteResponseDto: {
      /** 退会処理した会員の ID */
      id: number;
    };
    AdminMemberDetailDto: {
      /** 年齢（生年月日から） */
      age: number | null;
      /** 登録状態: 0 仮登録（メール未確認）, 1 本登録 */
      auth_state: 0 | 1;
      auth_state_label: string;
      birth_date: string | null;
      /** 希望する契約形態の ID（カンマ区切り） */
      contract_types: string;
      /** 希望単価（円/月） */
      desired_rate: number | null;
      /** 最終学歴（1: 中学校卒 … 7: 大学院卒） */
      education_level: number | null;
      education_level_label: string | null;
      /** メールアドレス（会員 ID） */
      email: string;
      first_name: string;
      first_name_kana: string;
      id: number;
      /** 印象（SPEC §3）: 4 優良, 3 普通, 2 要注意, 1 ブラック */
      impression: 1 | 2 | 3 | 4 | null;
      impression_label: string | null;
      last_login_at: string | null;
      last_name: string;
      last_name_kana: string;
      /** メールマガジンの受け取り */
      magazine: boolean;
      /** スタッフのメモ */
      memo: string | null;
      name: string;
      name_kana: string;
      nationality: string | null;
      prefecture_id: number | null;
      prefecture_name: string | null;
      /** 進捗（SPEC §4）: 0 未対応, 1 電話済み, 5 稼働中, 7 クローズ(営業停止), 8 他社稼働中, 9 カウンセリング希望, 10 稼働実績あり, 11 カウンセリング調整中, 12 営業中 */
      progress: 0 | 1 | 5 | 7 | 8 | 9 | 10 | 11 | 12;
      progress_label: string;
      registered_at: string;
      /** 性別（1: 男性、2: 女性、3: その他） */
      sex: 1 | 2 | 3 | null;
      sex_label: string | null;
      station: string | null;
      tel: string | null;
      updated_at: string;
      /** プロフィールの版（member/edit に渡す。会員本人や他のスタッフが保存すると増えます） */
      version: number;
    };
    AdminMemberEditBodyDto: {
      /** 生年月日 YYYY-MM-DD（1940年以降、18歳以上） */
      birth_date: string;
      /** 希望する契約形態の ID をカンマ区切りで（get-contract-type-list）。なしは空文字 */
      contract_types: string;
      /** 最終学歴（1: 中学校卒 … 7: 大学院卒） */
      education_level?: 1 | 2 | 3 | 4 | 5 | 6 | 7;
      /** 名 */
      first_name: string;
      /** メイ（全角カタカナ） */
      first_name_kana: string;
      /** 編集するレコードの ID */
      id: number;
      /** 姓 */
      last_name: string;
      /** セイ（全角カタカナ） */
      last_name_kana: string;
      /** メールマガジンの受け取り（1: 受け取る、0: 受け取らない） */
      magazine_flag: 0 | 1;
      /** 国籍 */
      nationality?: string;
      /** 都道府県 ID（get-prefacture-list、1 から） */
      prefecture_id: number;
      /** 性別（1: 男性、2: 女性、3: その他） */
      sex?: 1 | 2 | 3;
      /** 最寄り駅 */
      station?: string;
      /** 電話番号（数字とハイフンで10〜13文字。全角は半角に変換） */
      tel: string;
      /** 編集画面で読み込んだときの version（その後に他のスタッフが保存していれば 409） */
      version: number;
    };
    AdminMemberEvaluationDto: {
      /** 選べる印象（優良から） */
      choices: components['schemas']['ImpressionChoiceDto'][];
      id: number;
      /** 印象（SPEC §3）: 4 優良, 3 普通, 2 要注意, 1 ブラック。null は未評価 */
      impression: 1 | 2 | 3 | 4 | null;
      impression_label: string | null;
      /** 印象のメモ */
      impression_note: string | null;
    };
    AdminMemberImpressionNoteBodyDto: {
      /** 会員の ID */
      id: number;
      /** 印象のメモ（空で削除） */
      impression_note: string;
    };
    AdminMemberOtherDto: {
      /** 検討中リストの件数 */
      consider_count: number;
      /** 登録時の広告パラメータ（コンバージョン） */
      conversions: components['schemas']['AdminMemberConversionDto'][];
      /** エントリーした件数 */
      entry_count: number;
      id: number;
      /** この会員の紹介リンクからのお友達紹介（新しい順） */
      referrals: components['schemas']['AdminMemberReferralDto'][];
      /** 保存した検索条件（新しい順） */
      saved_searches: components['schemas']['SavedSearchDto'][];
      /** 連携しているソーシャルアカウント（種類の順） */
      social_accounts: components['schemas']['AdminMemberSocialAccountDto'][];
    };
    AdminMemberProgressDto: {
      /** 選べる進捗（SPEC §4 の順） */
      choices: components['schemas']['ProgressChoiceDto'][];
      /** 変更の履歴（新しい順） */
      history: components['schemas']['MemberProgressChangeDto'][];
      id: number;
      /** 進捗（SPEC §4）: 0 未対応, 1 電話済み, 5 稼働中, 7 クローズ(営業停止), 8 他社稼働中, 9 カウンセリング希望, 10 稼働実績あり, 11 カウンセリング調整中, 12 営業中 */
      progress: 0 | 1 | 5 | 7 | 8 | 9 | 10 | 11 | 12;
      progress_label: string;
    };
    AdminMemberReferralDto: {
      /** お友達紹介の申し込みの ID */
      id: number;
      /** 紹介された人の名前 */
      name: string;
      requested_at: string;
    };
    AdminMemberRowDto: {
      /** 年齢（生年月日から） */
      age: number | null;
      /** 登録状態: 0 仮登録（メール未確認）, 1 本登録 */
      auth_state: 0 | 1;
      auth_state_label: string;
      /** メールアドレス（会員 ID） */
      email: string;
      id: number;
      /** 印象（SPEC §3）: 4 優良, 3 普通, 2 要注意, 1 ブラック */
      impression: 1 | 2 | 3 | 4 | null;
      impression_label: string | null;
      name: string;
      name_kana: string;
      prefecture_name: string | null;
      /** 進捗（SPEC §4）: 0 未対応, 1 電話済み, 5 稼働中, 7 クローズ(営業停止), 8 他社稼働中, 9 カウンセリング希望, 10 稼働実績あり, 11 カウンセリング調整中, 12 営業中 */
      progress: 0 | 1 | 5 | 7 | 8 | 9 | 10 | 11 | 12;
      progress_label: string;
      registered_at: string;
      tel: string | null;
    };
    AdminMemberSearchResponseDto: {
      items: components['schemas']['AdminMemberRowDto'][];
      /** 最終ページ（0件のときは1） */
      last_page: number;
      /** このページ（1から） */
      page: number;
      per_page: number;
      /** 進捗ごとの件数（進捗以外の絞り込みを適用、SPEC §4 の順） */
      progress_counts: components['schemas']['StatusCountDto'][];
      /** 条件に合う件数 */
      total: number;
    };
    AdminMemberSendAuthMailResponseDto: {
      result: boolean;
      /** 送信を受け付けた日時（メールは送信キューから届きます） */
      sent_at: string;
    };
    AdminMemberSocialAccountDto: {
      /** 連携した日時 */
      linked_at: string;
      /** SPEC §3: 1 Twitter, 2 Facebook, 3 GitHub, 4 Google */
      type: 1 | 2 | 3 | 4;
      type_label: string;
    };
    AdminMemberUpdateImpressionBodyDto: {
      /** 会員の ID */
      id: number;
      /** 印象（SPEC §3）: 4 優良, 3 普通, 2 要注意, 1 ブラック。null で未評価に戻す */
      impression: 1 | 2 | 3 | 4 | null;
    };
    AdminMemberUpdateMemoBodyDto: {
      /** 会員の ID */
      id: number;
      /** メモ（空で削除） */
      memo: string;
    };
    AdminMemberUpdateStatusBodyDto: {
      /** 会員の ID */
      id: number;
      /** 進捗（SPEC §4）: 0 未対応, 1 電話済み, 5 稼働中, 7 クローズ(営業停止), 8 他社稼働中, 9 カウンセリング希望, 10 稼働実績あり, 11 カウンセリング調整中, 12 営業中 */
      progress: 0 | 1 | 5 | 7 | 8 | 9 | 10 | 11 | 12;
    };
    AdminNewsDetailDto: {
      /** 本文（保存された形: HTML は許可したタグのみ） */
      body: string;
      created_at: string;
      deleted_at: string | null;
      id: number;
      published_at: string | null;
      /** published: 公開中, scheduled: 公開予定（公開日時が未来）, draft: 下書き（公開日時なし）, deleted: 削除済み */
      status: components['schemas']['PublicationStatus'];
      status_label: string;
      title: string;
      updated_at: string;
      /** 編集の保存時にそのまま送る版番号 */
      version: number;
    };
    AdminNewsEditBodyDto: {
      /** 本文（テキスト、または HTML。HTML は許可したタグだけを残して保存します） */
      body: string;
      /** 編集するレコードの ID（省略すると新規作成） */
      id?: number;
      /** 公開日時（未来の日時は公開予定、なしは下書き）（ISO 8601。タイムゾーンのない値は日本時間。null または省略で未設定） */
      published_at?: string | null;
      /** タイトル */
      title: string;
      /** 編集画面で読み込んだときの version（id を指定するとき必須。その後に他のスタッフが保存していれば 409） */
      version?: number;
    };
    AdminNewsRowDto: {
      deleted_at: string | null;
      id: number;
      published_at: string | null;
      /** published: 公開中, scheduled: 公開予定（公開日時が未来）, draft: 下書き（公開日時なし）, deleted: 削除済み */
      status: components['schemas']['PublicationStatus'];
      status_label: string;
      title: string;
      updated_at: string;
    };
    AdminNewsSearchResponseDto: {
      items: components['schemas']['AdminNewsRowDto'][];
      /** 最終ページ（0件のときは1） */
      last_page: number;
      /** このページ（1から） */
      page: number;
      per_page: number;
      /** 条件に合う件数 */
      total: number;
    };
    /** owner: オーナー（スタッフ管理も可）, editor: 編集者（案件・コンテンツの編集）, viewer: 閲覧者（閲覧のみ） */
    AdminRole: 'owner' | 'editor' | 'viewer';
    AdminSkillSheetBase64Dto: {
      /** アップロード時のファイル名 */
      name: string;
      /** ファイルの内容（base64） */
      result: string;
      /** ファイルの種類（MIME type） */
      type: string;
    };
    AdminSkillSheetDeleteBodyDto: {
      /** スキルシートの ID */
      id: number;
      /** 会員の ID */
      user_id: number;
    };
    AdminSkillSheetDeleteResponseDto: {
      result: boolean;
    };
    AdminSkillSheetDto: {
      /** 保存ファイル名（user/admin-download の filename） */
      file_name: string;
      id: number;
      /** 内容から判定した種類 */
      mime_type: string;
      /** アップロード時のファイル名（表示・ダウンロード名） */
      original_name: string;
      /** バイト数 */
      size: number;
      /** アップロード日時（ISO 8601） */
      uploaded_at: string;
      /** アップロードしたのは会員本人か、スタッフか */
      uploaded_by: 'member' | 'staff';
      /** アップロードしたスタッフの名前（その時点のもの）。会員本人なら null */
      uploaded_by_staff_name: string | null;
    };
    AdminSkillSheetListDto: {
      /** 1人あたりの上限件数 */
      max_count: number;
      /** 新しい順（削除済みは含みません） */
      sheets: components['schemas']['AdminSkillSheetDto'][];
    };
    AdminSkillSheetUploadBodyDto: {
      /** スキルシート（xlsx・xls・docx・doc・pdf、10MBまで。会員本人のアップロードと同じ判定・上限） */
      file: Blob;
      /** 会員の ID */
      user_id: number;
    };
    AdminSkillSheetUploadResponseDto: {
      sheet: components['schemas']['AdminSkillSheetDto'];
    };
    AdminTagCategoryDetailDto: {
      created_at: string;
      deleted_at: string | null;
      id: number;
      name: string;
      /** 表示順（昇順） */
      sort_order: number;
      /** published: 公開, deleted: 削除済み */
      status: components['schemas']['AdminTagStatus'];
      status_label: string;
      /** このカテゴリの公開中のタグの数 */
      tag_count: number;
      updated_at: string;
      /** 編集の保存時にそのまま送る版番号 */
      version: number;
    };
    AdminTagCategoryEditInfoBodyDto: {
      /** 編集するレコードの ID */
      id: number;
      /** カテゴリ名（公開中のカテゴリで重複不可） */
      name?: string;
      /** 表示順（昇順。省略・null で最後） */
      sort_order?: number | null;
      /** 編集画面で読み込んだときの version（その後に他のスタッフが保存していれば 409） */
      version: number;
    };
    AdminTagCategoryIntegrationBodyDto: {
      /** 統合元のカテゴリ（統合後は削除） */
      from_id: number;
      /** 統合先のカテゴリ（統合元のタグがすべて移る） */
      into_id: number;
    };
    AdminTagCategoryIntegrationCandidatesResponseDto: {
      /** 統合先の候補（統合元を除く公開中のカテゴリ、表示順） */
      items: components['schemas']['AdminTagCategoryRowDto'][];
    };
    AdminTagCategoryIntegrationResponseDto: {
      from: components['schemas']['AdminTagCategoryDetailDto'];
      into: components['schemas']['AdminTagCategoryDetailDto'];
      /** 移ったタグ（削除済みのタグを含む） */
      moved_tag_ids: number[];
    };
    AdminTagCategoryRegisterBodyDto: {
      /** カテゴリ名（公開中のカテゴリで重複不可） */
      name: string;
      /** 表示順（昇順。省略・null で最後） */
      sort_order?: number | null;
    };
    AdminTagCategoryRowDto: {
      deleted_at: string | null;
      id: number;
      name: string;
      /** 表示順（昇順） */
      sort_order: number;
      /** published: 公開, deleted: 削除済み */
      status: components['schemas']['AdminTagStatus'];
      status_label: string;
      /** このカテゴリの公開中のタグの数 */
      tag_count: number;
      updated_at: string;
    };
    AdminTagCategorySearchResponseDto: {
      items: components['schemas']['AdminTagCategoryRowDto'][];
      /** 最終ページ（0件のときは1） */
      last_page: number;
      /** このページ（1から） */
      page: number;
      per_page: number;
      /** 条件に合う件数 */
      total: number;
    };
    AdminTagDetailDto: {
      /** 別名（カンマ区切り） */
      aliases: string | null;
      created_at: string;
      deleted_at: string | null;
      /** タグページの説明HTML（保存された形: p, ul, li, strong, a, h2, h3 のみ） */
      html_content: string | null;
      id: number;
      /** ピックアップタグ */
      is_pickup: boolean;
      /** 特集タグ */
      is_special: boolean;
      /** このタグが付いた案件の数（終了・非公開を含み、削除済みを除く） */
      linked_listing_count: number;
      /** 統合先のタグ（統合して削除されたタグのみ） */
      merged_into_tag_id: number | null;
      /** 統合先のタグ名 */
      merged_into_term: string | null;
      /** 公開中の案件数（サイトの検索と同じ数） */
      open_listing_count: number;
      /** よく検索されるワードのグループ（feature: 案件の特徴, language: 言語・スキル, position: ポジション, system: システム種別, high_rate_language: 平均単価が高い言語, cloud: クラウド） */
      popular_group: 'feature' | 'language' | 'position' | 'system' | 'high_rate_language' | 'cloud' | null;
      popular_group_label: string | null;
      /** グループ内の表示順（昇順） */
      popular_order: number | null;
      /** published: 公開, deleted: 削除済み */
      status: components['schemas']['AdminTagStatus'];
      status_label: string;
      tag_category_id: number | null;
      /** タグカテゴリ名（削除済みのカテゴリも名前を表示） */
      tag_category_name: string | null;
      term: string;
      updated_at: string;
      /** 編集の保存時にそのまま送る版番号 */
      version: number;
    };
    AdminTagEditInfoBodyDto: {
      /** 別名（カンマ・読点区切り。キーワード検索でこの名前でもタグの案件が見つかる） */
      aliases?: string | null;
      /** タグページの説明HTML（p, ul, li, strong, h2, h3 と、サイト内パスか https の a だけを残して保存） */
      html_content?: string | null;
      /** 編集するレコードの ID */
      id: number;
      /** ピックアップタグ（省略時 false） */
      is_pickup?: boolean;
      /** 特集タグ（省略時 false） */
      is_special?: boolean;
      /** よく検索されるワードのグループ（feature: 案件の特徴, language: 言語・スキル, position: ポジション, system: システム種別, high_rate_language: 平均単価が高い言語, cloud: クラウド）。null で載せない */
      popular_group?: 'feature' | 'language' | 'position' | 'system' | 'high_rate_language' | 'cloud' | null;
      /** グループ内の表示順（省略・null でグループの最後） */
      popular_order?: number | null;
      /** タグカテゴリ（null でなし） */
      tag_category_id?: number | null;
      /** タグ名（公開中のタグで重複不可。全角英数は半角に） */
      term?: string;
      /** 編集画面で読み込んだときの version（その後に他のスタッフが保存していれば 409） */
      version: number;
    };
    AdminTagIntegrationBodyDto: {
      /** 統合元のタグ（統合後は削除され、ページは統合先へ 301） */
      from_id: number;
      /** 統合先のタグ（案件・コラムの紐づけと名前を引き継ぐ） */
      into_id: number;
    };
    AdminTagIntegrationCandidateDto: {
      /** 別名（カンマ区切り） */
      aliases: string | null;
      id: number;
      /** このタグが付いた案件の数（削除済みを除く） */
      linked_listing_count: number;
      /** 公開中の案件数 */
      open_listing_count: number;
      tag_category_name: string | null;
      term: string;
    };
    AdminTagIntegrationCandidatesResponseDto: {
      /** 統合先の候補（統合元を除く公開中のタグ。語の一致が良い順、次に公開中の案件が多い順） */
      items: components['schemas']['AdminTagIntegrationCandidateDto'][];
    };
    AdminTagIntegrationResponseDto: {
      /** 統合元（削除済み、merged_into_tag_id が統合先） */
      from: components['schemas']['AdminTagDetailDto'];
      /** 統合先（別名に統合元の名前が加わる） */
      into: components['schemas']['AdminTagDetailDto'];
      /** 紐づけが統合先へ移った案件の数 */
      moved_listing_count: number;
    };
    AdminTagRegisterBodyDto: {
      /** 別名（カンマ・読点区切り。キーワード検索でこの名前でもタグの案件が見つかる） */
      aliases?: string | null;
      /** タグページの説明HTML（p, ul, li, strong, h2, h3 と、サイト内パスか https の a だけを残して保存） */
      html_content?: string | null;
      /** ピックアップタグ（省略時 false） */
      is_pickup?: boolean;
      /** 特集タグ（省略時 false） */
      is_special?: boolean;
      /** よく検索されるワードのグループ（feature: 案件の特徴, language: 言語・スキル, position: ポジション, system: システム種別, high_rate_language: 平均単価が高い言語, cloud: クラウド）。null で載せない */
      popular_group?: 'feature' | 'language' | 'position' | 'system' | 'high_rate_language' | 'cloud' | null;
      /** グループ内の表示順（省略・null でグループの最後） */
      popular_order?: number | null;
      /** タグカテゴリ（null でなし） */
      tag_category_id?: number | null;
      /** タグ名（公開中のタグで重複不可。全角英数は半角に） */
      term: string;
    };
    AdminTagRowDto: {
      /** 別名（カンマ区切り） */
      aliases: string | null;
      deleted_at: string | null;
      id: number;
      /** ピックアップタグ */
      is_pickup: boolean;
      /** 特集タグ */
      is_special: boolean;
      /** このタグが付いた案件の数（終了・非公開を含み、削除済みを除く） */
      linked_listing_count: number;
      /** 統合先のタグ（統合して削除されたタグのみ） */
      merged_into_tag_id: number | null;
      /** 統合先のタグ名 */
      merged_into_term: string | null;
      /** 公開中の案件数（サイトの検索と同じ数） */
      open_listing_count: number;
      /** よく検索されるワードのグループ（feature: 案件の特徴, language: 言語・スキル, position: ポジション, system: システム種別, high_rate_language: 平均単価が高い言語, cloud: クラウド） */
      popular_group: 'feature' | 'language' | 'position' | 'system' | 'high_rate_language' | 'cloud' | null;
      popular_group_label: string | null;
      /** グループ内の表示順（昇順） */
      popular_order: number | null;
      /** published: 公開, deleted: 削除済み */
      status: components['schemas']['AdminTagStatus'];
      status_label: string;
      tag_category_id: number | null;
      /** タグカテゴリ名（削除済みのカテゴリも名前を表示） */
      tag_category_name: string | null;
      term: string;
      updated_at: string;
    };
    AdminTagSearchResponseDto: {
      items: components['schemas']['AdminTagRowDto'][];
      /** 最終ページ（0件のときは1） */
      last_page: number;
      /** このページ（1から） */
      page: number;
      per_page: number;
      /** 条件に合う件数 */
      total: number;
    };
    AdminTagStatus: 'published' | 'deleted';
    AdminUserCreateBodyDto: {
      /** メールアドレス（ログインID。パスワード設定のリンクをここに送ります） */
      email: string;
      /** 名前（管理画面と操作履歴に表示） */
      name: string;
      /** 権限。owner: オーナー（スタッフ管理も可）, editor: 編集者（案件・コンテンツの編集）, viewer: 閲覧者（閲覧のみ） */
      role: components['schemas']['AdminRole'];
    };
    AdminUserDetailDto: {
      created_at: string;
      deleted_at: string | null;
      disabled_at: string | null;
      email: string;
      id: number;
      last_login_at: string | null;
      name: string;
      /** パスワード設定リンクの有効期限（送信済みで未使用のとき） */
      password_setup_expires_at: string | null;
      /** owner: オーナー（スタッフ管理も可）, editor: 編集者（案件・コンテンツの編集）, viewer: 閲覧者（閲覧のみ） */
      role: components['schemas']['AdminRole'];
      role_label: string;
      /** active: 有効, pending: パスワード未設定（招待中・リセット後）, disabled: 無効, deleted: 削除済み */
      status: components['schemas']['StaffStatus'];
      status_label: string;
      updated_at: string;
      /** 編集の保存時にそのまま送る版番号 */
      version: number;
    };
    AdminUserEditBodyDto: {
      /** あわせて行う操作。reset: パスワードをリセットして設定リンクをメールで送る（今のパスワードとログイン中のセッションは使えなくなります）, disable: 無効にする（ログインできず、ログイン中のセッションもすぐ使えなくなります）, enable: 有効に戻す */
      action?: components['schemas']['StaffAction'];
      /** メールアドレス（ログインID。パスワード設定のリンクをここに送ります） */
      email: string;
      /** 編集するレコードの ID */
      id: number;
      /** 名前（管理画面と操作履歴に表示） */
      name: string;
      /** 権限。owner: オーナー（スタッフ管理も可）, editor: 編集者（案件・コンテンツの編集）, viewer: 閲覧者（閲覧のみ） */
      role: components['schemas']['AdminRole'];
      /** 編集画面で読み込んだときの version（その後に他のスタッフが保存していれば 409） */
      version: number;
    };
    AdminUserNameDto: {
      id: number;
      name: string;
      /** active: 有効, pending: パスワード未設定（招待中・リセット後）, disabled: 無効, deleted: 削除済み */
      status: components['schemas']['StaffStatus'];
      status_label: string;
    };
    AdminUserNamesResponseDto: {
      /** スタッフの名前（ID順。削除済み・無効も含み、状態付き） */
      users: components['schemas']['AdminUserNameDto'][];
    };
    AdminUserRowDto: {
      created_at: string;
      deleted_at: string | null;
      disabled_at: string | null;
      email: string;
      id: number;
      last_login_at: string | null;
      name: string;
      /** パスワード設定リンクの有効期限（送信済みで未使用のとき） */
      password_setup_expires_at: string | null;
      /** owner: オーナー（スタッフ管理も可）, editor: 編集者（案件・コンテンツの編集）, viewer: 閲覧者（閲覧のみ） */
      role: components['schemas']['AdminRole'];
      role_label: string;
      /** active: 有効, pending: パスワード未設定（招待中・リセット後）, disabled: 無効, deleted: 削除済み */
      status: components['schemas']['StaffStatus'];
      status_label: string;
      updated_at: string;
    };
    AdminUserSearchResponseDto: {
      items: components['schemas']['AdminUserRowDto'][];
      /** 最終ページ（0件のときは1） */
      last_page: number;
      /** このページ（1から） */
      page: number;
      per_page: number;
      /** 条件に合う件数 */
      total: number;
    };
    AffectedIdsResponseDto: {
      /** 変更したレコードの ID（すでにその状態だったものは含みません） */
      ids: number[];
    };
    AgeBandDto: {
      /** 区分（18-24, 25-29 … 55-59, 60-, unknown: 生年月日なし, under-18: 18歳未満（該当者がいる場合のみ）） */
      band: string;
      count: number;
      label: string;
    };
    AgeBandsDto: {
      /** 年齢層ごとの会員数（年齢は日本時間の今日における生年月日からの満年齢）。数えるのは本登録済みで退会していない会員 */
      bands: components['schemas']['AgeBandDto'][];
      total: number;
    };
    AreaListResponseDto: {
      /** 勤務地（都道府県、リモート、海外）を表示順に */
      areas: components['schemas']['AreaOptionDto'][];
    };
    AreaOptionDto: {
      id: number;
      name: string;
    };
    AuditAction: 'create' | 'update' | 'delete' | 'restore' | 'merge' | 'export' | 'download';
    AuditFieldChangeDto: {
      /** 変更後の値 */
      after: string | null | number | boolean | (string | null | number | boolean)[];
      /** 変更前の値（作成時は null。日時は ISO 8601） */
      before: string | null | number | boolean | (string | null | number | boolean)[];
    };
    AuditLogRowDto: {
      /** 操作（create 作成, update 更新, delete 削除, restore 復元, merge 統合, export 書き出し, download ダウンロード） */
      action: components['schemas']['AuditAction'];
      action_label: string;
      /** 変更された項目（項目名は API の項目名）ごとの変更前後 */
      changes: { [key: string]: components['schemas']['AuditFieldChangeDto'] };
      created_at: string;
      id: number;
      record_id: number | null;
      resource: string;
      staff_id: number;
      /** 操作したときのスタッフ名 */
      staff_name: string;
    };
    AuditLogSearchResponseDto: {
      items: components['schemas']['AuditLogRowDto'][];
      /** 最終ページ（0件のときは1） */
      last_page: number;
      /** このページ（1から） */
      page: number;
      per_page: number;
      /** 条件に合う件数 */
      total: number;
    };
    AverageWorkingPeriodDto: {
      /** 平均稼働期間（ヶ月, 未設定なら 0） */
      months: number;
    };
    AverageWorkingPeriodResponseDto: {
      /** 保存した平均稼働期間（ヶ月） */
      months: number;
      updated_at: string;
    };
    BuildInfoResponseDto: {
      /** ホスト（mfe-host）のビルドID（runtime-config の buildId と同じ） */
      host: string | null;
      remotes: components['schemas']['RemoteBuildVersionsDto'];
    };
    CancelSocialAccountRequestDto: {
      /** 解除するソーシャルアカウント種別 */
      type: 1 | 2 | 3 | 4;
    };
    CatalogFiguresDto: {
      /** 単価の記載がある公開中案件の平均月額単価（円/月, 円未満四捨五入）。案件の単価は rate_max（なければ rate_min）で、単価相場と同じ。該当案件がなければ null。 */
      average_rate: number | null;
      /** 公開中の案件のうち、直近 new_days 日以内に公開された案件数 */
      new_count: number;
      /** 「新着」の日数（検索の「新着（7日以内）」と同じ） */
      new_days: number;
      /** 公開中の案件数（open-listing.ts の定義） */
      open_count: number;
      /** 平均単価の対象になった案件数（単価の記載がある公開中案件） */
      rated_count: number;
    };
    ChartBucketDto: {
      count: number;
      /** 下限（円/月, 含む） */
      from: number;
      /** 上限（円/月, 含まない） */
      to: number;
    };
    ChartDataResponseDto: {
      /** 40万〜150万円を10万円刻み（11区間）。40万円未満は最初の区間、150万円以上は最後の区間に数える。 */
      buckets: components['schemas']['ChartBucketDto'][];
      tag: components['schemas']['ItemTagDto'];
    };
    ColumnAccessInfoDto: {
      /** 日ごとのコラムの閲覧数（サイトに表示したコラムのリンクが開かれた数。古い順、今日まで、0の日も含む） */
      days: components['schemas']['DailyViewsDto'][];
      /** 期間中によく見られたコラム（多い順、最大10件） */
      top_columns: components['schemas']['ViewedColumnDto'][];
      /** 期間の合計 */
      total: number;
    };
    ColumnLinkStatus: 'active' | 'deleted';
    ColumnListItemDto: {
      /** コラムが紐づく案件の ID（案件のコラム連携のとき） */
      item_id: number | null;
      /** コラムが紐づくタグの ID（タグのコラム連携のとき） */
      tag_id: number | null;
      title: string;
      /** 記事のURL。コラムサイト（COLUMN_SITE_URL）上のものだけ、ほかは null */
      url: string | null;
    };
    ColumnListResponseDto: {
      /** 案件・タグに紐づくコラム（URLで重複排除、新しい順）。外部リンクはコラムサイト上のものだけ */
      columns: components['schemas']['ColumnListItemDto'][];
    };
    CompanyContactPostRequestDto: {
      /** プライバシーポリシーへの同意（true のみ可） */
      agree: boolean;
      /** お問い合わせ内容（10〜2000文字） */
      body: string;
      /** 会社名（100文字以内） */
      company_name: string;
      /** 部署名（任意、100文字以内） */
      department?: string;
      /** メールアドレス（全角は半角に変換、255文字以内） */
      email: string;
      /** 二重送信防止キー（フォームを開いたときに作る UUID v4） */
      idempotency_key: string;
      /** ご担当者名（50文字以内） */
      name: string;
      /** フリガナ（全角カタカナとスペース、50文字以内） */
      name_kana: string;
      /** 電話番号（必須。数字とハイフンで10〜13文字） */
      tel: string;
    };
    CompanyContactRequestDto: {
      /** プライバシーポリシーへの同意（true のみ可） */
      agree: boolean;
      /** お問い合わせ内容（10〜2000文字） */
      body: string;
      /** 会社名（100文字以内） */
      company_name: string;
      /** 部署名（任意、100文字以内） */
      department?: string;
      /** メールアドレス（全角は半角に変換、255文字以内） */
      email: string;
      /** ご担当者名（50文字以内） */
      name: string;
      /** フリガナ（全角カタカナとスペース、50文字以内） */
      name_kana: string;
      /** 電話番号（必須。数字とハイフンで10〜13文字） */
      tel: string;
    };
    ConsiderItemCountResponseDto: {
      count: number;
    };
    ConsiderItemExistResponseDto: {
      exists: boolean;
    };
    ConsiderItemIdsResponseDto: {
      /** 検討中の案件 ID（追加した順） */
      ids: number[];
    };
    ConsiderItemListResponseDto: {
      /** 検討中の案件（新しく追加した順。募集終了は is_ended=true） */
      items: components['schemas']['ItemCardDto'][];
    };
    ConsiderItemRequestDto: {
      /** 案件 ID */
      item_id: number;
      /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
      user_id?: number;
    };
    ContactPostRequestDto: {
      /** プライバシーポリシーへの同意（true のみ可） */
      agree: boolean;
      /** お問い合わせ内容（10〜2000文字） */
      body: string;
      /** 会社名（任意、100文字以内） */
      company_name?: string;
      /** お問い合わせ種別（SPEC §3: 1〜7） */
      contact_type: 1 | 2 | 3 | 4 | 5 | 6 | 7;
      /** メールアドレス（全角は半角に変換、255文字以内） */
      email: string;
      /** 二重送信防止キー（フォームを開いたときに作る UUID v4） */
      idempotency_key: string;
      /** お名前（50文字以内、全角英数字は半角に変換） */
      name: string;
      /** フリガナ（全角カタカナとスペース、50文字以内） */
      name_kana: string;
      /** 電話番号（任意。数字とハイフンで10〜13文字、全角・長音記号は変換） */
      tel?: string;
    };
    ContactRequestDto: {
      /** プライバシーポリシーへの同意（true のみ可） */
      agree: boolean;
      /** お問い合わせ内容（10〜2000文字） */
      body: string;
      /** 会社名（任意、100文字以内） */
      company_name?: string;
      /** お問い合わせ種別（SPEC §3: 1〜7） */
      contact_type: 1 | 2 | 3 | 4 | 5 | 6 | 7;
      /** メールアドレス（全角は半角に変換、255文字以内） */
      email: string;
      /** お名前（50文字以内、全角英数字は半角に変換） */
      name: string;
      /** フリガナ（全角カタカナとスペース、50文字以内） */
      name_kana: string;
      /** 電話番号（任意。数字とハイフンで10〜13文字、全角・長音記号は変換） */
      tel?: string;
    };
    ContactTypeOptionDto: {
      label: string;
      value: number;
    };
    ContactTypesResponseDto: {
      types: components['schemas']['ContactTypeOptionDto'][];
    };
    ContractTypeDto: {
      id: number;
      name: string;
    };
    ContractTypeListResponseDto: {
      contract_types: components['schemas']['ContractTypeDto'][];
    };
    CountInfoResponseDto: {
      counts: components['schemas']['StatusCountDto'][];
    };
    CreatedIdResponseDto: {
      /** 保存したお問い合わせの ID（同じ送信キーの再送では同じ ID） */
      id: number;
    };
    DailyViewsDto: {
      /** 日（日本時間、YYYY-MM-DD） */
      day: string;
      /** 閲覧数（同じ訪問者は1日1回、クローラーを除く） */
      views: number;
    };
    DeadLetterResendDto: {
      /** 再送するメール（outbox の行 ID） */
      id: string;
    };
    DeadLetterResendResponseDto: {
      id: string;
      /** pending: 送信待ちに戻した */
      status: 'pending';
    };
    DeadLetterRowDto: {
      /** 送信を試みた回数 */
      attempts: number;
      /** 作成日時（ISO 8601） */
      created_at: string;
      /** 送信不能になった日時（ISO 8601） */
      failed_at: string | null;
      /** outbox の行 ID（メールの Message-ID にも使う） */
      id: string;
      /** ジョブ名 */
      job_name: string;
      /** 最後のエラー（リンクのトークンは伏せる） */
      last_error: string | null;
      /** 宛先の種類 */
      recipient_kind: components['schemas']['MailRecipientKind'];
      /** 宛先の種類（表示用） */
      recipient_kind_label: string;
    };
    DeadLetterSearchResponseDto: {
      items: components['schemas']['DeadLetterRowDto'][];
      /** 最終ページ（0件のときは1） */
      last_page: number;
      /** このページ（1から） */
      page: number;
      per_page: number;
      /** 条件に合う件数 */
      total: number;
    };
    DeleteSkillSheetRequestDto: {
      /** スキルシート ID（ログイン中の会員のもの） */
      id: number;
    };
    DeleteSkillSheetResponseDto: {
      result: boolean;
    };
    DeleteUserRequestDto: {
      /** パスワードの代わりに、連携済みソーシャルアカウントで5分以内にサインインした Firebase の ID トークン */
      id_token?: string;
      /** 確認のため現在のパスワード（id_token がなければ必須） */
      password?: string;
      /** 退会理由（任意） */
      reason?: string;
      /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
      user_id?: number;
    };
    EmailChangedResponseDto: {
      /** 新しいログインID */
      email: string;
      result: boolean;
    };
    EncryptUserIdResponseDto: {
      /** 暗号化した会員 ID（紹介リンクの ref） */
      encrypted_user_id: string;
      /** お友達紹介ページへのリンク */
      url: string;
    };
    EngineerStyleAnswerDto: {
      /** 希望単価（円/月、10万〜500万。null は未回答） */
      desired_rate?: number | null;
      /** 希望する稼働日数（週）（1〜5。null は未回答） */
      desired_weekly_days?: number | null;
      /** エンジニアとしての経験年数（0〜50。null は未回答） */
      experience_years?: number | null;
      /** その他・ご要望（1000文字以内。空は未回答） */
      note?: string | null;
      /** 希望するポジション・エリアなど（255文字以内。空は未回答） */
      preferences?: string | null;
      /** 希望する働き方（1: 常駐希望、2: ハイブリッド希望、3: フルリモート希望、4: こだわらない） */
      work_style: 1 | 2 | 3 | 4;
    };
    EngineerStyleDetailDto: {
      /** 会員が最後に回答した日時（スタッフの修正では変わりません） */
      answered_at: string;
      /** 最初に回答した日時 */
      created_at: string;
      deleted_at: string | null;
      /** 円/月 */
      desired_rate: number | null;
      desired_weekly_days: number | null;
      experience_years: number | null;
      id: number;
      /** 会員のメールアドレス（退会済みは null） */
      member_email: string | null;
      /** 回答した会員の ID（会員詳細 /admin/member/edit/{member_id}） */
      member_id: number;
      /** 会員の氏名（退会済みは null） */
      member_name: string | null;
      note: string | null;
      preferences: string | null;
      updated_at: string;
      /** 編集の保存時にそのまま送る版番号 */
      version: number;
      work_style: 1 | 2 | 3 | 4;
      work_style_label: string;
    };
    EngineerStyleEditBodyDto: {
      /** 希望単価（円/月、10万〜500万。null は未回答） */
      desired_rate?: number | null;
      /** 希望する稼働日数（週）（1〜5。null は未回答） */
      desired_weekly_days?: number | null;
      /** エンジニアとしての経験年数（0〜50。null は未回答） */
      experience_years?: number | null;
      /** 編集するレコードの ID */
      id: number;
      /** その他・ご要望（1000文字以内。空は未回答） */
      note?: string | null;
      /** 希望するポジション・エリアなど（255文字以内。空は未回答） */
      preferences?: string | null;
      /** 編集画面で読み込んだときの version（その後に他のスタッフが保存していれば 409） */
      version: number;
      /** 希望する働き方（1: 常駐希望、2: ハイブリッド希望、3: フルリモート希望、4: こだわらない） */
      work_style: 1 | 2 | 3 | 4;
    };
    EngineerStyleFieldsDto: {
      /** 円/月 */
      desired_rate: number | null;
      desired_weekly_days: number | null;
      experience_years: number | null;
      note: string | null;
      preferences: string | null;
      work_style: 1 | 2 | 3 | 4;
      work_style_label: string;
    };
    EngineerStyleRowDto: {
      /** 会員が最後に回答した日時（スタッフの修正では変わりません） */
      answered_at: string;
      deleted_at: string | null;
      /** 円/月 */
      desired_rate: number | null;
      desired_weekly_days: number | null;
      experience_years: number | null;
      id: number;
      /** 会員のメールアドレス（退会済みは null） */
      member_email: string | null;
      /** 回答した会員の ID（会員詳細 /admin/member/edit/{member_id}） */
      member_id: number;
      /** 会員の氏名（退会済みは null） */
      member_name: string | null;
      note: string | null;
      preferences: string | null;
      updated_at: string;
      work_style: 1 | 2 | 3 | 4;
      work_style_label: string;
    };
    EngineerStyleSearchResponseDto: {
      items: components['schemas']['EngineerStyleRowDto'][];
      /** 最終ページ（0件のときは1） */
      last_page: number;
      /** このページ（1から） */
      page: number;
      per_page: number;
      /** 条件に合う件数 */
      total: number;
    };
    EnterdCountResponseDto: {
      /** エントリー数（エントリー履歴の件数。ないときは 0） */
      count: number;
    };
    EnterdItemListResponseDto: {
      /** エントリーの新しい順（それぞれ選考状況の履歴付き） */
      entries: components['schemas']['EnteredItemDetailDto'][];
    };
    EnteredItemDetailDto: {
      /** 辞退できる（エントリー済みのときだけ） */
      can_withdraw: boolean;
      /** 稼働開始希望日 */
      desired_start_date: string | null;
      /** エントリー日時 */
      entered_at: string;
      /** 選考状況の履歴（古い順） */
      history: components['schemas']['EntryStatusHistoryDto'][];
      /** エントリー ID */
      id: number;
      /** 案件カード（募集終了は is_ended。削除された案件は null） */
      item: components['schemas']['ItemCardDto'] | null;
      item_id: number;
      /** 担当者へのメッセージ */
      message: string | null;
      /** 提出したスキルシート */
      skill_sheet: components['schemas']['EntrySkillSheetDto'] | null;
      /** 選考状況（applied エントリー済み, screening 書類選考中, interview 面談調整中, result_sent 結果連絡済み, withdrawn 辞退） */
      status: 'applied' | 'screening' | 'interview' | 'result_sent' | 'withdrawn';
      status_label: string;
      /** SPEC §3 エントリーの有効・無効（0: 有効、1: 無効） */
      validity: 0 | 1;
      validity_label: string;
    };
    EntryRequestDto: {
      /** プロフィールとスキルシートを案件の担当者に提供することへの同意（true のみ受け付けます） */
      agree: boolean;
      /** 稼働開始希望日 YYYY-MM-DD（今日以降。日本時間） */
      desired_start_date?: string;
      /** 案件 ID */
      item_id: number;
      /** 担当者へのメッセージ（2000文字以内。前後の空白は除く） */
      message?: string;
      /** 提出するスキルシート（自分のスキルシートの ID。なしは省略か null） */
      skill_sheet_id?: number | null;
      /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
      user_id?: number;
    };
    EntryResponseDto: {
      entry: components['schemas']['EnteredItemDetailDto'];
    };
    EntrySkillSheetDto: {
      /** エントリー後に会員が削除したスキルシート */
      deleted: boolean;
      id: number;
      /** アップロード時のファイル名 */
      name: string;
    };
    EntryStatusHistoryDto: {
      changed_at: string;
      /** 変更したのは会員本人か担当者か */
      changed_by: 'member' | 'staff';
      status: 'applied' | 'screening' | 'interview' | 'result_sent' | 'withdrawn';
      status_label: string;
    };
    /** API が返すエラーコードの一覧（各操作のエラー応答は、その操作が返しうるコードだけに絞っています） */
    ErrorCode: 'ACCOUNT_FIELDS_INVALID' | 'ADMIN_ENTRY_INVALID' | 'ADMIN_ENTRY_MEMBER_GONE' | 'ADMIN_ENTRY_NOT_FOUND' | 'ADMIN_ENTRY_SLOT_TAKEN' | 'ADMIN_ENTRY_STATUS_MOVE_REFUSED' | 'ADMIN_ENTRY_WITHDRAWN' | 'ADMIN_FORBIDDEN_ROLE' | 'ADMIN_MEMBER_ALREADY_REGISTERED' | 'ADMIN_MEMBER_AUTH_MAIL_TOO_SOON' | 'ADMIN_MEMBER_CSV_PART_NOT_FOUND' | 'ADMIN_MEMBER_NOT_FOUND' | 'ADMIN_RECORD_DELETED' | 'ADMIN_STALE_VERSION' | 'ADMIN_USER_LAST_OWNER' | 'ADMIN_USER_NOT_FOUND' | 'ADMIN_USER_SELF_LOCKOUT' | 'AUTH_EMAIL_NOT_VERIFIED' | 'AUTH_INVALID_CREDENTIALS' | 'AUTH_PASSWORD_CONFIRMATION_MISMATCH' | 'AUTH_PASSWORD_SETUP_LINK_INVALID' | 'AUTH_STAFF_DISABLED' | 'BAD_REQUEST' | 'BODY_TOO_DEEP' | 'COLUMN_CONNECT_NOT_FOUND' | 'COLUMN_TAG_CONNECT_NOT_FOUND' | 'CONFLICT' | 'CONTACT_RATE_LIMITED' | 'CSRF_TOKEN_MISMATCH' | 'DEAD_LETTER_NOT_FOUND' | 'EMAIL_CHANGE_LINK_INVALID' | 'ENGINEER_STYLE_NOT_FOUND' | 'ENTRY_FIELDS_INVALID' | 'ENTRY_ITEM_ENDED' | 'ENTRY_ITEM_NOT_FOUND' | 'ENTRY_NOT_FOUND' | 'ENTRY_NOT_WITHDRAWABLE' | 'EXTERNAL_USER_ALREADY_MERGED' | 'EXTERNAL_USER_DUPLICATE' | 'EXTERNAL_USER_MEMBER_NOT_FOUND' | 'EXTERNAL_USER_NOT_FOUND' | 'FORBIDDEN' | 'FREELANCE_START_NOT_FOUND' | 'INTERNAL_ERROR' | 'INVALID_ENCODING' | 'ITEM_NOT_FOUND' | 'MALFORMED_JSON' | 'MALFORMED_TEXT' | 'MEMBER_ID_MISMATCH' | 'METHOD_NOT_ALLOWED' | 'NEWS_NOT_FOUND' | 'PASSWORD_RESET_LINK_INVALID' | 'PAYLOAD_TOO_LARGE' | 'RATE_LIMITED' | 'RECENT_LOGIN_REQUIRED' | 'REGISTRATION_LINK_INVALID' | 'ROUTE_NOT_FOUND' | 'SAVED_SEARCH_CONDITIONS_INVALID' | 'SAVED_SEARCH_LIMIT_REACHED' | 'SAVED_SEARCH_NOT_FOUND' | 'SAVED_SEARCH_UNSUBSCRIBE_INVALID' | 'SERVICE_UNAVAILABLE' | 'SKILL_SHEET_FILE_REQUIRED' | 'SKILL_SHEET_FILE_TOO_LARGE' | 'SKILL_SHEET_FILE_TYPE' | 'SKILL_SHEET_LIMIT_REACHED' | 'SKILL_SHEET_NOT_FOUND' | 'SKILL_SHEET_UPLOAD_MALFORMED' | 'SOCIAL_ACCOUNT_IN_USE' | 'SOCIAL_LAST_LOGIN_METHOD' | 'SOCIAL_LOGIN_UNAVAILABLE' | 'SOCIAL_TOKEN_INVALID' | 'SOCIAL_TYPE_ALREADY_LINKED' | 'TAG_CATEGORY_IN_USE' | 'TAG_CATEGORY_NAME_TAKEN' | 'TAG_CATEGORY_NOT_FOUND' | 'TAG_MERGED_NOT_RESTORABLE' | 'TAG_MERGE_ALIASES_TOO_LONG' | 'TAG_MERGE_DELETED' | 'TAG_NOT_FOUND' | 'TAG_TERM_TAKEN' | 'TOO_MANY_ATTEMPTS' | 'TOO_MANY_MAIL_REQUESTS' | 'UNAUTHENTICATED' | 'UNSUPPORTED_MEDIA_TYPE' | 'VALIDATION_FAILED';
    ErrorResponseDto: {
      /** 機械可読なエラーコード（画面の分岐はこれで行い、message の文言では行わない） */
      code: components['schemas']['ErrorCode'];
      /** 項目ごとのエラーメッセージ（入れ子の項目はドット区切り）。項目エラーがなければ空オブジェクト */
      errors: { [key: string]: string[] };
      message: string;
      statusCode: number;
    };
    ExternalServiceDto: {
      /** 登録されている人数 */
      count: number;
      description: string;
      /** 提携元のキー（external-user/create の service_name） */
      key: string;
      label: string;
      /** そのうち会員と未統合の人数 */
      unmerged_count: number;
    };
    ExternalServicesResponseDto: {
      /** 提携元（宣言順） */
      services: components['schemas']['ExternalServiceDto'][];
    };
    ExternalUserCreateBodyDto: {
      /** メールアドレス（全角は半角に、大文字は小文字に変換） */
      email?: string;
      /** 提携元での ID（提携元ごとに一意） */
      external_id: string;
      /** 氏名 */
      name: string;
      /** 提携元（get-external-services の key）: agent, job_board, referral, event, other */
      service_name: 'agent' | 'job_board' | 'referral' | 'event' | 'other';
      /** 電話番号（数字とハイフンで10〜13文字。全角は半角に変換） */
      tel?: string;
    };
    ExternalUserDetailDto: {
      created_at: string;
      email: string | null;
      external_id: string;
      id: number;
      /** 統合した会員（退会済みなら null） */
      member: components['schemas']['ExternalUserMemberDto'] | null;
      /** 統合した会員の ID */
      member_id: number | null;
      merged_at: string | null;
      name: string | null;
      service_label: string;
      service_name: string;
      status: components['schemas']['ExternalUserStatus'];
      status_label: string;
      tel: string | null;
      updated_at: string;
    };
    ExternalUserIsExistentResponseDto: {
      /** 一致する会員がいる */
      exists: boolean;
      /** 一致する会員（いちばん古く登録した人）。いなければ null */
      member: components['schemas']['ExternalUserMemberMatchDto'] | null;
      /** 一致する会員すべて（登録の古い順、5人まで） */
      members: components['schemas']['ExternalUserMemberMatchDto'][];
    };
    ExternalUserMemberDto: {
      email: string;
      id: number;
      /** 氏名（未入力は空文字） */
      name: string;
      /** 会員登録日時 */
      registered_at: string;
      tel: string | null;
    };
    ExternalUserMemberMatchDto: {
      email: string;
      id: number;
      /** 一致した項目 */
      matched_by: ('email' | 'tel')[];
      /** 氏名（未入力は空文字） */
      name: string;
      /** 会員登録日時 */
      registered_at: string;
      tel: string | null;
    };
    ExternalUserMergeBodyDto: {
      /** 外部ユーザーの ID */
      external_user_id: number;
      /** 統合する会員の ID */
      member_id: number;
    };
    ExternalUserMergeResponseDto: {
      created_at: string;
      email: string | null;
      external_id: string;
      /** 会員の空欄だった項目のうち、外部ユーザーの値で埋めたもの */
      filled_member_fields: string[];
      id: number;
      /** 統合した会員（退会済みなら null） */
      member: components['schemas']['ExternalUserMemberDto'] | null;
      /** 統合した会員の ID */
      member_id: number | null;
      merged_at: string | null;
      name: string | null;
      service_label: string;
      service_name: string;
      status: components['schemas']['ExternalUserStatus'];
      status_label: string;
      tel: string | null;
      updated_at: string;
    };
    ExternalUserRowDto: {
      created_at: string;
      email: string | null;
      external_id: string;
      id: number;
      /** 統合した会員（退会済みなら null） */
      member: components['schemas']['ExternalUserMemberDto'] | null;
      /** 統合した会員の ID */
      member_id: number | null;
      merged_at: string | null;
      name: string | null;
      service_label: string;
      service_name: string;
      status: components['schemas']['ExternalUserStatus'];
      status_label: string;
      tel: string | null;
    };
    ExternalUserSearchResponseDto: {
      items: components['schemas']['ExternalUserRowDto'][];
      /** 最終ページ（0件のときは1） */
      last_page: number;
      /** このページ（1から） */
      page: number;
      per_page: number;
      /** タブごとの件数（キーワード・提携元の絞り込みのもとで。未統合、統合済みの順） */
      status_counts: components['schemas']['StatusCountDto'][];
      /** 条件に合う件数 */
      total: number;
    };
    ExternalUserStatus: 'unmerged' | 'merged';
    FreelanceStartAnswerDto: {
      /** 参画できる最も早い日（null は未定）（YYYY-MM-DD、日本時間の日付） */
      available_from?: string;
      /** 現在の状況（1: 会社員、2: フリーランス、3: 離職中、4: 学生、5: その他。null は未回答） */
      current_status?: 1 | 2 | 3 | 4 | 5 | null;
      /** フリーランスとして働いた経験があるか */
      has_freelance_experience: boolean;
      /** その他・ご相談したいこと（1000文字以内。空は未回答） */
      note?: string | null;
      /** 参画を始められる時期（1: すぐにでも、2: 1ヶ月以内、3: 3ヶ月以内、4: 半年以内、5: 未定） */
      start_timing: 1 | 2 | 3 | 4 | 5;
    };
    FreelanceStartDetailDto: {
      /** 会員が最後に回答した日時（スタッフの修正では変わりません） */
      answered_at: string;
      available_from: string | null;
      /** 最初に回答した日時 */
      created_at: string;
      current_status: 1 | 2 | 3 | 4 | 5 | null;
      current_status_label: string | null;
      deleted_at: string | null;
      has_freelance_experience: boolean;
      id: number;
      /** 会員のメールアドレス（退会済みは null） */
      member_email: string | null;
      /** 回答した会員の ID（会員詳細 /admin/member/edit/{member_id}） */
      member_id: number;
      /** 会員の氏名（退会済みは null） */
      member_name: string | null;
      note: string | null;
      start_timing: 1 | 2 | 3 | 4 | 5;
      start_timing_label: string;
      updated_at: string;
      /** 編集の保存時にそのまま送る版番号 */
      version: number;
    };
    FreelanceStartEditBodyDto: {
      /** 参画できる最も早い日（null は未定）（YYYY-MM-DD、日本時間の日付） */
      available_from?: string;
      /** 現在の状況（1: 会社員、2: フリーランス、3: 離職中、4: 学生、5: その他。null は未回答） */
      current_status?: 1 | 2 | 3 | 4 | 5 | null;
      /** フリーランスとして働いた経験があるか */
      has_freelance_experience: boolean;
      /** 編集するレコードの ID */
      id: number;
      /** その他・ご相談したいこと（1000文字以内。空は未回答） */
      note?: string | null;
      /** 参画を始められる時期（1: すぐにでも、2: 1ヶ月以内、3: 3ヶ月以内、4: 半年以内、5: 未定） */
      start_timing: 1 | 2 | 3 | 4 | 5;
      /** 編集画面で読み込んだときの version（その後に他のスタッフが保存していれば 409） */
      version: number;
    };
    FreelanceStartFieldsDto: {
      available_from: string | null;
      current_status: 1 | 2 | 3 | 4 | 5 | null;
      current_status_label: string | null;
      has_freelance_experience: boolean;
      note: string | null;
      start_timing: 1 | 2 | 3 | 4 | 5;
      start_timing_label: string;
    };
    FreelanceStartRowDto: {
      /** 会員が最後に回答した日時（スタッフの修正では変わりません） */
      answered_at: string;
      available_from: string | null;
      current_status: 1 | 2 | 3 | 4 | 5 | null;
      current_status_label: string | null;
      deleted_at: string | null;
      has_freelance_experience: boolean;
      id: number;
      /** 会員のメールアドレス（退会済みは null） */
      member_email: string | null;
      /** 回答した会員の ID（会員詳細 /admin/member/edit/{member_id}） */
      member_id: number;
      /** 会員の氏名（退会済みは null） */
      member_name: string | null;
      note: string | null;
      start_timing: 1 | 2 | 3 | 4 | 5;
      start_timing_label: string;
      updated_at: string;
    };
    FreelanceStartSearchResponseDto: {
      items: components['schemas']['FreelanceStartRowDto'][];
      /** 最終ページ（0件のときは1） */
      last_page: number;
      /** このページ（1から） */
      page: number;
      per_page: number;
      /** 条件に合う件数 */
      total: number;
    };
    GuideRequestDto: {
      agree: boolean;
      /** メールアドレス（全角は半角に変換、255文字以内） */
      email: string;
      /** 二重送信防止キー（UUID v4） */
      idempotency_key: string;
      name: string;
    };
    HealthReportDto: {
      database: 'up' | 'down';
      outbox: components['schemas']['OutboxHealthDto'];
      queue: components['schemas']['QueueHealthDto'];
      redis: 'up' | 'down' | 'not configured';
      /** error: データベース停止、またはメールの outbox が滞留（公開の /api/health は 503）。degraded: Redis 停止、またはメール送信の失敗（公開の /api/health は 200） */
      status: 'ok' | 'degraded' | 'error';
    };
    HighFeeRankingResponseDto: {
      /** 単価の高い公開中の案件 */
      items: components['schemas']['ItemCardDto'][];
      /** 平均単価の高いスキル（5件以上） */
      skills: components['schemas']['SkillRateRowDto'][];
    };
    IdBodyDto: {
      /** レコードの ID */
      id: number;
    };
    IdNameDto: {
      id: number;
      name: string;
    };
    IdTermDto: {
      id: number;
      term: string;
    };
    IdsBodyDto: {
      /** レコードの ID（1〜100件、重複なし） */
      ids: number[];
    };
    ImpressionChoiceDto: {
      label: string;
      value: 1 | 2 | 3 | 4;
    };
    IntroduceRequestDto: {
      agree: boolean;
      /** メールアドレス（全角は半角に変換、255文字以内） */
      email: string;
      /** 二重送信防止キー（UUID v4） */
      idempotency_key: string;
      /** ご希望やご紹介の経緯（任意、2000文字以内） */
      message?: string;
      /** ご紹介いただく方のお名前 */
      name: string;
      /** フリガナ（全角カタカナとスペース、50文字以内） */
      name_kana: string;
      /** 紹介者の紹介リンクの ref（encrypt-user-id が返す暗号化 ID。使えない値は無視） */
      ref?: string;
      /** 電話番号（任意。数字とハイフンで10〜13文字） */
      tel?: string;
    };
    IsEnterdResponseDto: {
      /** この案件にエントリー中（辞退・無効になったものは含まない）。未ログインは false */
      entered: boolean;
      /** エントリー中のエントリー ID */
      entry_id: number | null;
    };
    ItemAccessInfoDto: {
      /** 日ごとの案件詳細の閲覧数（古い順、今日まで、0の日も含む） */
      days: components['schemas']['DailyViewsDto'][];
      /** 期間中によく見られた案件（多い順、最大10件） */
      top_items: components['schemas']['ViewedItemDto'][];
      /** 期間の合計 */
      total: number;
    };
    ItemAreaDto: {
      id: number;
      name: string;
    };
    ItemBizCategoryDto: {
      name: string;
    };
    ItemCardDto: {
      area_detail: string | null;
      /** 業界 */
      biz_category_name: components['schemas']['ItemBizCategoryDto'] | null;
      /** 案件詳細（先頭のみ） */
      detail: string | null;
      /** 勤務地（エリア） */
      get_area_by_id_and_id: components['schemas']['ItemAreaDto'][];
      id: number;
      /** 募集終了（検討中リストでのみ true になり得る） */
      is_ended: boolean;
      /** 公開から7日以内 */
      is_new: boolean;
      /** 必須スキル */
      must_have_requirements: string | null;
      name: string;
      published_at: string | null;
      rate_detail: string;
      /** リモート可否（常駐・一部リモート・フルリモート） */
      remote_label: string;
      /** タグの総数（カードの「+N」表示用） */
      tag_count: number;
      /** タグ（最大5件, SPEC §9） */
      tags: components['schemas']['ItemTagDto'][];
      /** 稼働日数/週（上限） */
      weekly_days_max: number | null;
      /** 稼働日数/週（下限） */
      weekly_days_min: number | null;
    };
    ItemCardListResponseDto: {
      items: components['schemas']['ItemCardDto'][];
    };
    ItemCardsResponseDto: {
      items: components['schemas']['ItemCardDto'][];
    };
    ItemDetailDto: {
      area_detail: string | null;
      areas: components['schemas']['ItemAreaDto'][];
      /** 業界 */
      biz_category: components['schemas']['IdNameDto'] | null;
      /** クライアント企業名（null: 非公開。構造化データの採用企業と同じ） */
      client_name: string | null;
      /** 募集終了予定日（スタッフが設定した場合のみ） */
      closes_on: string | null;
      contract_type: components['schemas']['IdNameDto'] | null;
      detail: string | null;
      ended_at: string | null;
      id: number;
      interview_count: number | null;
      is_ended: boolean;
      /** 公開から7日以内 */
      is_new: boolean;
      job_type: string | null;
      must_have_requirements: string | null;
      name: string;
      nice_to_have_requirements: string | null;
      published_at: string | null;
      rate_detail: string;
      /** 単価の上限（円/月） */
      rate_max: number | null;
      /** 単価の下限（円/月） */
      rate_min: number | null;
      remote_label: string;
      /** 0 常駐, 1 一部リモート, 2 フルリモート */
      remote_level: 0 | 1 | 2;
      settlement_range: string | null;
      start_date: string | null;
      status: 'published' | 'ended';
      system_type: string | null;
      /** すべてのタグ */
      tags: components['schemas']['ItemTagDto'][];
      weekly_days_max: number | null;
      weekly_days_min: number | null;
      working_hours: string | null;
    };
    /** draft: 下書き（公開しない）, published: 公開（公開日時が未来なら公開予定、省略で今すぐ）, ended: 募集終了（公開済みの案件のみ） */
    ItemEditStatus: 'draft' | 'published' | 'ended';
    /** 要確認の項目 */
    ItemGuessedField: 'name' | 'rate_min' | 'rate_max' | 'rate_detail' | 'area_ids' | 'area_detail' | 'remote_level' | 'tag_ids' | 'start_date' | 'interview_count' | 'must_have_requirements' | 'nice_to_have_requirements' | 'detail';
    ItemTagDto: {
      id: number;
      term: string;
    };
    LangRankingResponseDto: {
      ranking: components['schemas']['LangRankingRowDto'][];
    };
    LangRankingRowDto: {
      /** 公開中の案件数 */
      count: number;
      rank: number;
      tag: components['schemas']['ItemTagDto'];
    };
    LatestNewsDto: {
      /** 公開中のスタッフ向けお知らせ（新しい順、最大5件） */
      news: components['schemas']['AdminNewsRowDto'][];
    };
    ListingStatus: 'published' | 'scheduled' | 'draft' | 'ended' | 'deleted';
    LoginRequestDto: {
      /** メールアドレス（会員ID） */
      email: string;
      /** パスワード */
      password: string;
    };
    LogoutResponseDto: {
      result: boolean;
    };
    MailGuessDto: {
      /** 読み取った項目（register の項目名） */
      field: components['schemas']['ItemGuessedField'];
      /** 読み取ったメールの箇所（書かれたまま） */
      source: string;
    };
    /** 宛先の種類 */
    MailRecipientKind: 'member' | 'visitor' | 'staff' | 'test' | 'other';
    MarketRateEstimateResponseDto: {
      /** 算出に使った、会員のスキルのいずれかを求める公開中の案件（単価の記載あり）の数 */
      count: number;
      /** スキルが登録されているか（false のときは案件なし。スキル登録を案内する） */
      has_skills: boolean;
      /** 第1四分位（円） */
      lower_quartile: number | null;
      /** 想定月額単価の中央値（円, 千円単位） */
      median: number | null;
      /** 推定に必要な最少件数 */
      min_listings: number;
      /** count が 20 件以上のとき true。false のときは金額を示さない（信頼できる推定ではない） */
      reliable: boolean;
      /** 会員のスキル（経験年数の長い順） */
      skills: components['schemas']['MemberSkillTagDto'][];
      /** 第3四分位（円） */
      upper_quartile: number | null;
    };
    MatchInfoDto: {
      /** 案件が求めるスキルのうち、会員のスキルと一致したもの（経験年数の長い順） */
      matched_skills: components['schemas']['ItemTagDto'][];
      /** マッチした理由（表示用） */
      reasons: string[];
    };
    MatchedItemCardDto: {
      area_detail: string | null;
      /** 業界 */
      biz_category_name: components['schemas']['ItemBizCategoryDto'] | null;
      /** 案件詳細（先頭のみ） */
      detail: string | null;
      /** 勤務地（エリア） */
      get_area_by_id_and_id: components['schemas']['ItemAreaDto'][];
      id: number;
      /** 募集終了（検討中リストでのみ true になり得る） */
      is_ended: boolean;
      /** 公開から7日以内 */
      is_new: boolean;
      match: components['schemas']['MatchInfoDto'];
      /** 必須スキル */
      must_have_requirements: string | null;
      name: string;
      published_at: string | null;
      rate_detail: string;
      /** リモート可否（常駐・一部リモート・フルリモート） */
      remote_label: string;
      /** タグの総数（カードの「+N」表示用） */
      tag_count: number;
      /** タグ（最大5件, SPEC §9） */
      tags: components['schemas']['ItemTagDto'][];
      /** 稼働日数/週（上限） */
      weekly_days_max: number | null;
      /** 稼働日数/週（下限） */
      weekly_days_min: number | null;
    };
    MemberAuthMailCompleteRequestDto: {
      /** 認証メールのリンクの token */
      token: string;
    };
    MemberCsvPartDto: {
      file_name: string;
      /** 最初の行（一覧の何件目か、1から） */
      from: number;
      part: number;
      /** 最後の行 */
      to: number;
    };
    MemberLoginCheckResponseDto: {
      logged_in: boolean;
      user?: components['schemas']['MemberSessionDto'];
    };
    MemberLoginResponseDto: {
      user: components['schemas']['MemberSessionDto'];
    };
    MemberPasswordResetCheckRequestDto: {
      /** パスワード再設定メールのリンクの token */
      token: string;
    };
    MemberPasswordResetMailRequestDto: {
      /** メールアドレス（会員ID。全角は半角に変換） */
      email: string;
    };
    MemberPasswordResetUpdateRequestDto: {
      /** パスワード（8〜128文字、文字の種類は自由。よく使われるパスワードとメールアドレスは不可） */
      password: string;
      /** 確認のためもう一度（password と同じ） */
      password_confirmation: string;
      /** パスワード再設定メールのリンクの token */
      token: string;
    };
    MemberProgressChangeDto: {
      changed_at: string;
      from_label: string;
      from_progress: 0 | 1 | 5 | 7 | 8 | 9 | 10 | 11 | 12;
      id: number;
      /** 変更したスタッフの ID */
      staff_id: number;
      /** 変更したスタッフの名前（変更時点） */
      staff_name: string;
      to_label: string;
      to_progress: 0 | 1 | 5 | 7 | 8 | 9 | 10 | 11 | 12;
    };
    MemberRegisterRequestDto: {
      /** 訪問時の広告パラメータ（あれば登録のコンバージョンとして保存。使えない値は無視） */
      ad_params?: components['schemas']['AdParamsDto'];
      /** 利用規約と個人情報の取り扱いへの同意（true のみ受け付けます） */
      agree: boolean;
      /** 生年月日 YYYY-MM-DD（1940年以降、18歳以上） */
      birth_date: string;
      /** 希望する契約形態の ID をカンマ区切りで（get-contract-type-list）。なしは空文字 */
      contract_types: string;
      /** 最終学歴（1: 中学校卒 … 7: 大学院卒） */
      education_level?: 1 | 2 | 3 | 4 | 5 | 6 | 7;
      /** メールアドレス（会員ID。全角は半角に変換） */
      email: string;
      /** 名 */
      first_name: string;
      /** メイ（全角カタカナ） */
      first_name_kana: string;
      /** 姓 */
      last_name: string;
      /** セイ（全角カタカナ） */
      last_name_kana: string;
      /** メールマガジンの受け取り（1: 受け取る、0: 受け取らない） */
      magazine_flag: 0 | 1;
      /** パスワード（8〜128文字、文字の種類は自由。よく使われるパスワードとメールアドレスは不可） */
      password: string;
      /** 確認のためもう一度（password と同じ） */
      password_confirmation: string;
      /** 都道府県 ID（get-prefacture-list、1 から） */
      prefecture_id: number;
      /** 性別（1: 男性、2: 女性、3: その他） */
      sex?: 1 | 2 | 3;
      /** 最寄り駅 */
      station?: string;
      /** 電話番号（数字とハイフンで10〜13文字。全角は半角に変換） */
      tel: string;
    };
    MemberSendAuthMailRequestDto: {
      /** メールアドレス（会員ID。全角は半角に変換） */
      email: string;
    };
    MemberSessionDto: {
      first_name: string;
      id: number;
      last_name: string;
      /** 会員ID（メールアドレス） */
      login_id: string;
    };
    MemberSkillDto: {
      /** 経験年数（年、0〜50。未入力は null） */
      experience_years?: number | null;
      /** スキル（タグ ID） */
      tag_id: number;
    };
    MemberSkillInfoDto: {
      experience_years: number | null;
      tag_id: number;
      term: string;
    };
    MemberSkillTagDto: {
      /** 経験年数（未入力は null） */
      experience_years: number | null;
      id: number;
      term: string;
    };
    MonthlyRegistrationDto: {
      /** その月に登録した会員数（0の月も含む） */
      count: number;
      label: string;
      /** 月（日本時間、YYYY-MM） */
      month: string;
    };
    MonthlyRegistrationsDto: {
      /** 直近24か月（古い順、今月まで）。数えるのは本登録済みで退会していない会員 */
      months: components['schemas']['MonthlyRegistrationDto'][];
      /** 期間の合計 */
      total: number;
    };
    MyEngineerStyleDto: {
      answer: components['schemas']['EngineerStyleFieldsDto'] | null;
      /** 最後に回答した日時 */
      answered_at: string | null;
    };
    MyFreelanceStartDto: {
      answer: components['schemas']['FreelanceStartFieldsDto'] | null;
      /** 最後に回答した日時 */
      answered_at: string | null;
    };
    NewsDetailResponseDto: {
      /** 本文（スタッフが書いた HTML） */
      body: string;
      id: number;
      published_at: string;
      title: string;
    };
    NewsListResponseDto: {
      news: components['schemas']['NewsSummaryDto'][];
    };
    NewsSummaryDto: {
      id: number;
      published_at: string;
      title: string;
    };
    OutboxHealthDto: {
      /** 再試行の回数を使い切ったメール数（管理画面から再送できる） */
      dead: number | null;
      /** 最も古い未送信メールの経過秒数（なければ null） */
      oldest_pending_seconds: number | null;
      /** 未送信のメール数（キュー待ち・キュー内・再試行待ち） */
      pending: number | null;
      /** 未送信のうち、直前の送信に失敗して再試行を待つメール数 */
      retrying: number | null;
      /** stuck: キューへ渡せていないメールが一定時間（既定60秒）以上残っている（status は error）。failing: 送信に失敗して再試行待ち、または送信不能（dead）のメールがある（status は degraded） */
      status: 'ok' | 'failing' | 'stuck' | 'unknown';
    };
    PageMetaResponseDto: {
      /** 説明文（200/404） */
      description?: string;
      /** 構造化データ（JSON-LD） */
      jsonLd?: { [key: string]: unknown };
      /** 移動先のパス（301） */
      location?: string;
      /** ページのステータス（301: location へ移動、404: ページなし） */
      status: 200 | 301 | 404;
      /** タイトル（200/404） */
      title?: string;
    };
    PasswordSetupCheckRequestDto: {
      /** パスワード設定リンクの token */
      token: string;
    };
    PasswordSetupRequestDto: {
      /** 新しいパスワード（12〜128文字） */
      password: string;
      /** 確認のためもう一度 */
      password_confirmation: string;
      /** パスワード設定リンク（npm run staff:create が表示）の token */
      token: string;
    };
    PasswordSetupResponseDto: {
      /** ログインに使うメールアドレス */
      email: string;
      result: boolean;
    };
    PopularSearchGroupDto: {
      key: string;
      label: string;
      tags: components['schemas']['TagDto'][];
    };
    PopularSearchGroupsResponseDto: {
      groups: components['schemas']['PopularSearchGroupDto'][];
    };
    PrefectureDto: {
      id: number;
      name: string;
    };
    PrefectureListResponseDto: {
      /** id 順（SPEC §3: prefecture_id は 1 始まり） */
      prefectures: components['schemas']['PrefectureDto'][];
    };
    ProgressChoiceDto: {
      label: string;
      value: 0 | 1 | 5 | 7 | 8 | 9 | 10 | 11 | 12;
    };
    PublicHealthDto: {
      status: 'up' | 'down';
    };
    PublicationStatus: 'published' | 'scheduled' | 'draft' | 'deleted';
    QueueHealthDto: {
      active: number | null;
      /** 遅延中のジョブ数（インプロセスでは null。再試行は outbox が管理する） */
      delayed: number | null;
      /** bullmq: REDIS_URL が設定されている（Redis 上のキュー） */
      driver: 'bullmq' | 'in-process';
      /** キューの失敗セットのジョブ数（インプロセスでは null。失敗した送信は outbox の retrying / dead に数える） */
      failed: number | null;
      /** 待機中のジョブ数（Redis に接続できないときは null） */
      waiting: number | null;
    };
    RateRangeResponseDto: {
      /** 公開中で単価の記載がある案件が対象。案件の単価は rate_max（なければ rate_min）。案件のないグループは含まない。 */
      rows: components['schemas']['RateRangeRowDto'][];
    };
    RateRangeRowDto: {
      /** 平均（円/月） */
      average: number;
      /** 対象の公開中案件数 */
      count: number;
      /** 業界ID / 都道府県ID / タグID */
      id: number;
      /** 最高単価（円/月） */
      max: number;
      /** 中央値（円/月） */
      median: number;
      /** 最低単価（円/月） */
      min: number;
      /** 業界名 / 都道府県名 / タグ名 */
      name: string;
    };
    RecordColumnViewBodyDto: {
      /** 開いたコラムのURL（サイトが表示しているコラムのリンク） */
      url: string;
    };
    RefineTagCategoryDto: {
      id: number;
      name: string;
    };
    RefineTagGroupDto: {
      category: components['schemas']['RefineTagCategoryDto'];
      /** 公開中の案件数の多い順（最大12件、0件は除く） */
      tags: components['schemas']['TagCountDto'][];
    };
    RefineTagsResponseDto: {
      groups: components['schemas']['RefineTagGroupDto'][];
    };
    RelatedColumnDto: {
      title: string;
      url: string;
    };
    RelatedColumnResponseDto: {
      /** 最大5件（URLで重複排除） */
      columns: components['schemas']['RelatedColumnDto'][];
    };
    RemoteBuildVersionsDto: {
      /** mf-manifest.json の ETag または更新時刻（見つからなければ null） */
      mfe_account: string | null;
      /** mf-manifest.json の ETag または更新時刻（見つからなければ null） */
      mfe_admin: string | null;
      /** mf-manifest.json の ETag または更新時刻（見つからなければ null） */
      mfe_items: string | null;
    };
    RemotesManifestDto: {
      mfe_account: string;
      mfe_admin: string;
      mfe_items: string;
    };
    SavedSearchConditionsViewDto: {
      areas?: number[];
      contract_types?: number[];
      include_no_rate?: 1;
      keyword?: string;
      /** 万円/月 */
      rate_max?: number;
      /** 万円/月 */
      rate_min?: number;
      remote?: number[];
      tag_id?: number;
      tags?: number[];
      weekly_days?: number;
    };
    SavedSearchDto: {
      conditions: components['schemas']['SavedSearchConditionsViewDto'];
      created_at: string;
      id: number;
      /** 条件の表示名 */
      label: string;
      /** 最後に新着案件メールに含めた日時 */
      last_digest_at: string | null;
      /** 新着案件のメール（1日1回）を受け取るか */
      mail_enabled: boolean;
      /** この条件の検索ページ（サイト内のパス） */
      search_path: string;
    };
    SavedSearchExistResponseDto: {
      id: number | null;
      /** この条件を保存済みか（未ログインでは false） */
      saved: boolean;
    };
    SavedSearchIdRequestDto: {
      /** 保存した検索条件の ID */
      id: number;
      /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
      user_id?: number;
    };
    SavedSearchListResponseDto: {
      /** 保存できる件数の上限 */
      limit: number;
      /** 保存した検索条件（新しい順） */
      saved_searches: components['schemas']['SavedSearchDto'][];
    };
    SavedSearchResponseDto: {
      saved_search: components['schemas']['SavedSearchDto'];
    };
    SearchFacetAreaDto: {
      count: number;
      id: number;
      name: string;
    };
    SearchFacetContractTypeDto: {
      count: number;
      id: number;
      name: string;
    };
    SearchFacetRemoteDto: {
      count: number;
      label: string;
      value: 0 | 1 | 2;
    };
    SearchFacetWeeklyDaysDto: {
      /** 最低稼働日数がこの日数以下の案件数 */
      count: number;
      label: string;
      value: number;
    };
    SearchFacetsDto: {
      areas: components['schemas']['SearchFacetAreaDto'][];
      contract_types: components['schemas']['SearchFacetContractTypeDto'][];
      /** 公開から7日以内の案件数 */
      new_count: number;
      remote: components['schemas']['SearchFacetRemoteDto'][];
      /** 結果に多いタグ（上位30件） */
      tags: components['schemas']['TagCountDto'][];
      weekly_days: components['schemas']['SearchFacetWeeklyDaysDto'][];
    };
    SearchResultDto: {
      /** 現在の検索結果に対する件数（各ファセット自身の絞り込みも適用済み） */
      facets: components['schemas']['SearchFacetsDto'];
      items: components['schemas']['ItemCardDto'][];
      /** 最終ページ（0件のときは1） */
      last_page: number;
      page: number;
      per_page: number;
      total: number;
    };
    SendMailForChangeMailAuthRequestDto: {
      /** メールアドレス変更メールのリンクの token */
      token: string;
    };
    SendMailForChangeMailRequestDto: {
      /** メールアドレス（会員ID。全角は半角に変換） */
      email: string;
    };
    SettingAccountAuthenticateRequestDto: {
      /** Firebase Authentication の ID トークン */
      id_token: string;
      /** 確認のため現在のパスワード（ログインから10分を過ぎていれば必須。なければ RECENT_LOGIN_REQUIRED） */
      password?: string;
    };
    SitemapEntriesResponseDto: {
      entries: components['schemas']['SitemapEntryDto'][];
    };
    SitemapEntryDto: {
      lastmod?: string;
      path: string;
    };
    SkillMatchingListResponseDto: {
      /** スキルが登録されているか（false のときは案件なし。スキル登録を案内する） */
      has_skills: boolean;
      /** マッチ度の高い順 */
      items: components['schemas']['MatchedItemCardDto'][];
      /** 会員のスキル（経験年数の長い順） */
      skills: components['schemas']['MemberSkillTagDto'][];
      /** マッチした公開中の案件の総数 */
      total: number;
    };
    SkillMatchingSearchResultDto: {
      /** マッチした案件に対する件数（/item/search と同じ数え方） */
      facets: components['schemas']['SearchFacetsDto'];
      /** スキルが登録されているか（false のときは案件なし。スキル登録を案内する） */
      has_skills: boolean;
      items: components['schemas']['MatchedItemCardDto'][];
      /** 最終ページ（0件のときは1） */
      last_page: number;
      page: number;
      per_page: number;
      /** 会員のスキル（経験年数の長い順） */
      skills: components['schemas']['MemberSkillTagDto'][];
      total: number;
    };
    SkillRateRowDto: {
      /** 平均単価（円/月, 整数に丸め） */
      average_rate: number;
      count: number;
      rank: number;
      tag: components['schemas']['ItemTagDto'];
    };
    SkillSheetDto: {
      id: number;
      /** 内容から判定した種類 */
      mime_type: string;
      /** アップロード時のファイル名（表示・ダウンロード名） */
      original_name: string;
      /** バイト数 */
      size: number;
      /** アップロード日時（ISO 8601） */
      uploaded_at: string;
    };
    SkillSheetListResponseDto: {
      /** 新しい順 */
      sheets: components['schemas']['SkillSheetDto'][];
    };
    SocialAccountDto: {
      label: string;
      linked: boolean;
      linked_at: string | null;
      /** twitter=1, facebook=2, github=3, google=4（SPEC §3） */
      type: 1 | 2 | 3 | 4;
    };
    SocialAccountListResponseDto: {
      /** 連携できる4種類それぞれの連携状態 */
      accounts: components['schemas']['SocialAccountDto'][];
      /** ソーシャルログインが使えるか（Firebase の設定があるか） */
      available: boolean;
      /** パスワードでもログインできるか（最後のログイン方法は解除できません） */
      has_password: boolean;
    };
    SocialAccountUsedResponseDto: {
      /** このソーシャルアカウントが会員に連携済みか */
      used: boolean;
    };
    SocialIdTokenRequestDto: {
      /** Firebase Authentication の ID トークン */
      id_token: string;
    };
    SocialLoginResponseDto: {
      prefill?: components['schemas']['SocialSignUpPrefillDto'];
      status: 'logged_in' | 'unregistered';
      user?: components['schemas']['MemberSessionDto'];
    };
    SocialSignUpPrefillDto: {
      email: string | null;
      first_name: string;
      last_name: string;
      /** SPEC §3 のソーシャルアカウント種別 */
      type: 1 | 2 | 3 | 4;
    };
    /** あわせて行う操作。reset: パスワードをリセットして設定リンクをメールで送る（今のパスワードとログイン中のセッションは使えなくなります）, disable: 無効にする（ログインできず、ログイン中のセッションもすぐ使えなくなります）, enable: 有効に戻す */
    StaffAction: 'reset' | 'disable' | 'enable';
    StaffStatus: 'active' | 'pending' | 'disabled' | 'deleted';
    StatusCountDto: {
      count: number;
      label: string;
      /** 状態（一覧の status 絞り込みと同じ値） */
      status: string;
    };
    StoreOfflineCvdataRequestDto: {
      /** パラメータ付きで訪れた日時 */
      arrived_at?: string;
      /** Google 広告のクリック ID */
      gclid?: string;
      /** 最初に訪れたページのパス（例: /lp1） */
      landing_path?: string;
      /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
      user_id?: number;
      utm_campaign?: string;
      utm_content?: string;
      utm_medium?: string;
      utm_source?: string;
      utm_term?: string;
    };
    StoreSavedSearchRequestDto: {
      /** エリアID（いずれか） */
      areas?: number[];
      /** 契約形態ID（いずれか） */
      contract_types?: number[];
      /** 1: 単価の記載がない案件も含める（単価で絞り込むとき） */
      include_no_rate?: 0 | 1;
      /** キーワード（全角英数は半角に変換、大文字小文字を区別しない。空白（全角含む）で区切った語をすべて含む案件） */
      keyword?: string;
      /** 新着案件のメール（1日1回）を受け取る。省略時は true */
      mail_enabled?: boolean;
      /** 単価の上限（万円/月） */
      rate_max?: number;
      /** 単価の下限（万円/月。50 = 500,000円）。案件の単価幅と重なれば一致 */
      rate_min?: number;
      /** リモート（0 常駐, 1 一部リモート, 2 フルリモート; いずれか） */
      remote?: number[];
      /** タグページのタグID（/item/tag/{id} で保存したとき） */
      tag_id?: number;
      /** タグID（指定したすべてのタグを持つ案件） */
      tags?: number[];
      /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
      user_id?: number;
      /** 週の稼働日数: 最低稼働日数がこの日数以下の案件 */
      weekly_days?: number;
    };
    StoreSavedSearchResponseDto: {
      /** false: 同じ条件がすでに保存されていた（保存済みのものを返す） */
      created: boolean;
      saved_search: components['schemas']['SavedSearchDto'];
    };
    TagCountDto: {
      /** 公開中の案件数 */
      count: number;
      id: number;
      term: string;
    };
    TagCountListResponseDto: {
      tags: components['schemas']['TagCountDto'][];
    };
    TagCountsResponseDto: {
      tags: components['schemas']['TagCountDto'][];
    };
    TagDto: {
      id: number;
      term: string;
    };
    TagHtmlContentDto: {
      /** タグページの説明HTML（p, ul, li, strong, a, h2, h3 のみ残す） */
      html: string | null;
    };
    TagListResponseDto: {
      tags: components['schemas']['TagDto'][];
    };
    TagNameDto: {
      id: number;
      /** タグが別のタグに統合されたとき、統合先のタグ ID（/item/tag/{id} は統合先へ 301。画面はそこへ移る）。通常は null */
      merged_into: number | null;
      term: string;
    };
    TagSearchResultDto: {
      /** message があるとき: そのタグの過去の終了案件（最大10件、終了の新しい順） */
      ended_items?: components['schemas']['ItemCardDto'][];
      /** 現在の検索結果に対する件数（各ファセット自身の絞り込みも適用済み） */
      facets: components['schemas']['SearchFacetsDto'];
      items: components['schemas']['ItemCardDto'][];
      /** 最終ページ（0件のときは1） */
      last_page: number;
      /** タグに公開中の案件が1件もないとき */
      message?: 'error--nothing-item';
      page: number;
      per_page: number;
      tag: components['schemas']['ItemTagDto'];
      total: number;
    };
    TaxAccountantRequestDto: {
      agree: boolean;
      /** メールアドレス（全角は半角に変換、255文字以内） */
      email: string;
      /** 二重送信防止キー（UUID v4） */
      idempotency_key: string;
      /** ご相談内容（任意、2000文字以内） */
      message?: string;
      name: string;
      /** フリガナ（全角カタカナとスペース、50文字以内） */
      name_kana: string;
      /** お住まいの都道府県（JIS コード 1〜47） */
      prefecture_id?: number;
      /** 電話番号（任意。数字とハイフンで10〜13文字） */
      tel?: string;
    };
    TemporaryRegisterRequestDto: {
      /** 訪問時の広告パラメータ（あれば登録のコンバージョンとして保存。使えない値は無視） */
      ad_params?: components['schemas']['AdParamsDto'];
      /** 利用規約と個人情報の取り扱いへの同意（true のみ受け付けます） */
      agree: boolean;
      /** メールアドレス（会員ID。全角は半角に変換） */
      email: string;
      /** お名前（姓と名の間にスペース） */
      name: string;
      /** 電話番号（数字とハイフンで10〜13文字。全角は半角に変換） */
      tel: string;
    };
    TemporarySendmailRequestDto: {
      /** メールアドレス（会員ID。全角は半角に変換） */
      email: string;
    };
    TermSearchItemDto: {
      id: number;
      label: string;
    };
    TermSearchResponseDto: {
      items: components['schemas']['TermSearchItemDto'][];
    };
    UnsubscribeSavedSearchMailRequestDto: {
      /** メールの配信停止リンクの token（署名つき） */
      token: string;
    };
    UnsubscribeSavedSearchMailResponseDto: {
      /** 停止した検索条件の表示名（scope=search で、条件が残っているとき） */
      label: string | null;
      /** search: その検索条件のメールを停止, member: その会員のすべての新着案件メールを停止 */
      scope: 'search' | 'member';
    };
    UpdateAverageWorkingPeriodBodyDto: {
      /** 平均稼働期間（ヶ月、1〜120、小数点以下1桁まで）。トップページに表示します */
      months: number;
    };
    UpdateSavedSearchMailRequestDto: {
      /** 保存した検索条件の ID */
      id: number;
      /** 新着案件のメール（1日1回）を受け取るか */
      mail_enabled: boolean;
      /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
      user_id?: number;
    };
    UpdateUserInfoRequestDto: {
      /** 生年月日 YYYY-MM-DD（1940年以降、18歳以上） */
      birth_date: string;
      /** 希望する契約形態の ID をカンマ区切りで（get-contract-type-list）。なしは空文字 */
      contract_types: string;
      /** 希望勤務地のエリア ID をカンマ区切りで（なしはこだわらない: 空文字） */
      desired_area_ids: string;
      /** 希望単価（万円/月、10〜500。未入力は null） */
      desired_rate_man?: number | null;
      /** 希望する働き方（0: 常駐可、1: 一部リモート、2: フルリモート。未入力はこだわらない） */
      desired_remote_level?: 0 | 1 | 2;
      /** 最終学歴（1: 中学校卒 … 7: 大学院卒） */
      education_level?: 1 | 2 | 3 | 4 | 5 | 6 | 7;
      /** 名 */
      first_name: string;
      /** メイ（全角カタカナ） */
      first_name_kana: string;
      /** 姓 */
      last_name: string;
      /** セイ（全角カタカナ） */
      last_name_kana: string;
      /** メールマガジンの受け取り（1: 受け取る、0: 受け取らない） */
      magazine_flag: 0 | 1;
      /** 国籍 */
      nationality?: string;
      /** 都道府県 ID（get-prefacture-list、1 から） */
      prefecture_id: number;
      /** 性別（1: 男性、2: 女性、3: その他） */
      sex?: 1 | 2 | 3;
      /** スキルと経験年数（50件まで。スキル・マッチングに使います） */
      skills: components['schemas']['MemberSkillDto'][];
      /** 最寄り駅 */
      station?: string;
      /** 電話番号（数字とハイフンで10〜13文字。全角は半角に変換） */
      tel: string;
      /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
      user_id?: number;
    };
    UploadSkillSheetRequestDto: {
      /** スキルシート（xlsx・xls・docx・doc・pdf、10MBまで。種類はファイルの内容で判定し、拡張子と一致する必要があります） */
      file: Blob;
    };
    UploadSkillSheetResponseDto: {
      sheet: components['schemas']['SkillSheetDto'];
    };
    UserInfoDto: {
      /** 年齢（生年月日から計算） */
      age: number | null;
      birth_date: string | null;
      /** プロフィールの入力率（0〜100） */
      completeness: number;
      /** カンマ区切りの契約形態 ID */
      contract_types: string;
      /** カンマ区切りのエリア ID */
      desired_area_ids: string;
      /** 希望単価（万円/月） */
      desired_rate_man: number | null;
      desired_remote_level: 0 | 1 | 2 | null;
      education_level: number | null;
      /** 会員ID（メールアドレス） */
      email: string;
      first_name: string;
      first_name_kana: string;
      id: number;
      last_name: string;
      last_name_kana: string;
      magazine_flag: 0 | 1;
      /** 未入力の項目名（日本語） */
      missing_fields: string[];
      nationality: string | null;
      /** 変更手続き中の新しいメールアドレス（確認リンクの有効期限内のみ） */
      pending_email: string | null;
      prefecture_id: number | null;
      /** 会員登録日時 */
      registered_at: string;
      sex: 1 | 2 | 3 | null;
      skills: components['schemas']['MemberSkillInfoDto'][];
      station: string | null;
      tel: string | null;
    };
    UserInfoResponseDto: {
      user: components['schemas']['UserInfoDto'];
    };
    ValidationOkResponseDto: {
      valid: true;
    };
    ViewedColumnDto: {
      /** コラムのタイトル（そのURLのコラム連携がもうなければ null） */
      title: string | null;
      url: string;
      views: number;
    };
    ViewedItemDto: {
      item_id: number;
      /** 案件名（案件が削除されていれば null） */
      name: string | null;
      views: number;
    };
    WithdrawEntryRequestDto: {
      /** エントリー ID */
      id: number;
      /** 会員 ID（省略可。ログイン中の会員以外を指定すると 403） */
      user_id?: number;
    };
  };
}
