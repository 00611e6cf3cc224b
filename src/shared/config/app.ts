/** The product's working name lives here and nowhere else. */
export const APP_NAME = 'Parley';
export const APP_VERSION_LABEL = 'v0.5.0';
export const APP_TAGLINE = 'Crystal clear audio calls for modern teams';
