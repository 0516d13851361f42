// The font file as an asset of the build (its hashed URL): a module of its own,
// imported only by loadUrduFont.
import url from '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2';

export default url;
