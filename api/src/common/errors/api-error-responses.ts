import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from './error-response.dto';

/** Documents the errors every write under /api can answer: validation (400) and anti-forgery (419). */
export const ApiWriteErrors = () =>
  applyDecorators(
    ApiBadRequestResponse({ type: ErrorResponseDto, description: '入力内容に誤りがあります（項目ごとのメッセージは errors）' }),
    ApiResponse({ status: 419, type: ErrorResponseDto, description: 'ページの有効期限が切れました（X-XSRF-TOKEN がありません）' }),
  );
