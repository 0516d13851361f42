/** The script files of a chunk group's chunks (none for a group the build does not have). */
const groupScripts = (group) =>
  group ? group.chunks.flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js'))) : [];

module.exports = { groupScripts };
