// What the rest of the API uses of tags.
export { replaceTags, tagsOf, type TagRef } from './tags.repository';
export { assertTagsExist } from './tags.service';
