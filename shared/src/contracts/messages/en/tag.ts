export const enTag = {
  'tag.nameRequired': 'Tag name is required',
  'tag.nameTaken': 'A tag with this name already exists',
  'tag.colorInvalid': 'The colour must be a hex colour like #1677ff',
  'tag.tagIds': 'The tag ids must be a list of tag ids',
  'tag.tagsMissing': 'These tags do not exist: {{ids}}',
  'tag.mergeTarget': 'Choose the tag to merge into',
  'tag.mergeSelf': 'A tag cannot be merged into itself',
  'tag.mergeMissing': 'The tag to merge into does not exist',
  'tag.filter': 'The tag filter must be a tag id',
  'search.queryRequired': 'Type something to search for',
  'search.typesInvalid':
    'The types must be a comma-separated list of journals, manuscripts, users, categories, tags',
  'tag.notFound': 'Tag not found',
} as const;
