import { ZJvEntity } from './jv-entity.ts';

/**
 * PATCH /jv-entities/{id}/logo: multipart/form-data with the image in the field `file` (PNG or
 * JPEG, at most 5 MB, recognised by its content). Answers the JV with its new `logo` and `logo_url`;
 * the previous logo file is removed.
 */
export const ZUploadJvLogoResponse = ZJvEntity;
