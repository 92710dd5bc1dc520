import { ZJvEntity } from './jv-entity.ts';

/** GET /jv-entities/{id} (jv_id or uuid): the JV, with its version also as the ETag. */
export const ZGetJvEntityResponse = ZJvEntity;
