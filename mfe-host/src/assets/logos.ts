// Logo URLs (webpack asset modules). Kept in one module so tests can mock it: jest's config maps
// only .css files.
import logoSp from './logo-sp.svg';
import logoPc from './logo-pc.svg';

export { logoSp, logoPc };
