/* eslint-disable */
/**
 * generated — do not edit; run npm run generate -w @er/api-client
 * source: OpenAPI 3.0.0, エンジニアルート API 1.0.0
 */

export interface paths {
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
        /** 入力内容に誤りがあります（項目ごとのメッセージは errors） */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'];
          };
        };
        /** メールアドレスまたはパスワードが正しくありません */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'];
          };
        };
        /** ページの有効期限が切れました（X-XSRF-TOKEN がありません） */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'];
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
      };
    };
  };
  '/api/admin/login-user-info': {
    /** ログイン中の管理者の情報 */
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
        /** 管理者としてログインしていません */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'];
          };
        };
      };
    };
  };
  '/api/admin/logout': {
    /** 管理画面ログアウト（Cookie を削除） */
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
        /** 入力内容に誤りがあります（項目ごとのメッセージは errors） */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'];
          };
        };
        /** ページの有効期限が切れました（X-XSRF-TOKEN がありません） */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'];
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
        /** 管理者としてログインしていません */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'];
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
        /** 入力内容に誤りがあります（項目ごとのメッセージは errors） */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'];
          };
        };
        /** メールアドレスまたはパスワードが正しくありません */
        401: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'];
          };
        };
        /** メール認証が完了していません */
        403: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'];
          };
        };
        /** ページの有効期限が切れました（X-XSRF-TOKEN がありません） */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'];
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
      };
    };
  };
  '/api/front/member-logout': {
    /** 会員ログアウト（Cookie を削除） */
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
        /** 入力内容に誤りがあります（項目ごとのメッセージは errors） */
        400: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'];
          };
        };
        /** ページの有効期限が切れました（X-XSRF-TOKEN がありません） */
        419: {
          content: {
            'application/json': components['schemas']['ErrorResponseDto'];
          };
        };
      };
    };
  };
  '/api/health': {
    /** 死活監視（データベースが停止していれば 503） */
    get: {
      parameters: {
        query?: never;
        path?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          content: {
            'application/json': components['schemas']['HealthResponseDto'];
          };
        };
        503: {
          content: {
            'application/json': components['schemas']['HealthResponseDto'];
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
        /** XSRF-TOKEN Cookie を設定しました */
        204: {
          content?: never;
        };
      };
    };
  };
}

export interface components {
  schemas: {
    AdminInfoDto: {
      email: string;
      id: number;
      name: string;
    };
    AdminLoginCheckResponseDto: {
      admin?: components['schemas']['AdminInfoDto'];
      logged_in: boolean;
    };
    AdminLoginResponseDto: {
      admin: components['schemas']['AdminInfoDto'];
      /** JWT（Cookie er_admin_token にも設定されます） */
      token: string;
    };
    AdminLoginUserInfoResponseDto: {
      admin: components['schemas']['AdminInfoDto'];
    };
    ContractTypeDto: {
      id: number;
      name: string;
    };
    ContractTypeListResponseDto: {
      contract_types: components['schemas']['ContractTypeDto'][];
    };
    ErrorResponseDto: {
      /** 項目ごとのエラーメッセージ（入れ子の項目はドット区切り） */
      errors: { [key: string]: string[] };
      message: string;
      statusCode: number;
    };
    HealthResponseDto: {
      database: 'up' | 'down';
      redis: 'up' | 'down' | 'not configured';
      status: 'ok' | 'error';
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
      /** 公開から7日以内 */
      is_new: boolean;
      /** 必須スキル */
      must_have_requirements: string | null;
      name: string;
      published_at: string | null;
      rate_detail: string;
      /** タグ（最大5件, SPEC §9） */
      tags: components['schemas']['ItemTagDto'][];
    };
    ItemCardListResponseDto: {
      items: components['schemas']['ItemCardDto'][];
    };
    ItemTagDto: {
      id: number;
      term: string;
    };
    LoginRequestDto: {
      /** メールアドレス（会員ID） */
      email: string;
      /** パスワード */
      password: string;
    };
    LogoutResponseDto: {
      result: boolean;
    };
    MemberLoginCheckResponseDto: {
      logged_in: boolean;
      user?: components['schemas']['MemberSessionDto'];
    };
    MemberLoginResponseDto: {
      /** JWT（Cookie er_member_token にも設定されます。Bearer として送信可） */
      token: string;
      user: components['schemas']['MemberSessionDto'];
    };
    MemberSessionDto: {
      first_name: string;
      id: number;
      last_name: string;
      /** 会員ID（メールアドレス） */
      login_id: string;
    };
    PrefectureDto: {
      id: number;
      name: string;
    };
    PrefectureListResponseDto: {
      /** id 順（SPEC §3: prefecture_id は 1 始まり） */
      prefectures: components['schemas']['PrefectureDto'][];
    };
    RemotesManifestDto: {
      mfe_account: string;
      mfe_admin: string;
      mfe_items: string;
    };
  };
}
