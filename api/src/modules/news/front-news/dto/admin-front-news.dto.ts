import { PagedResponse } from '../../../../common/admin-resource';
import { AdminNewsDetailDto, AdminNewsEditBodyDto, AdminNewsRowDto, AdminNewsSearchQueryDto } from '../../admin-news/dto/admin-news.dto';

// Public announcements (front_news) have the fields, filters and rules of staff notices (admin-news): the
// same DTOs under their own names, so the OpenAPI document and the SDK have a type per resource.

/** GET /api/admin/front-news/search. Without `status`: every announcement that is not deleted. */
export class AdminFrontNewsSearchQueryDto extends AdminNewsSearchQueryDto {}

/** POST /api/admin/front-news/edit: creates without `id`, else saves the announcement read at `version`. */
export class AdminFrontNewsEditBodyDto extends AdminNewsEditBodyDto {}

export class AdminFrontNewsRowDto extends AdminNewsRowDto {}

export class AdminFrontNewsSearchResponseDto extends PagedResponse(AdminFrontNewsRowDto) {}

export class AdminFrontNewsDetailDto extends AdminNewsDetailDto {}
