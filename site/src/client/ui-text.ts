// The client scripts use the same dictionary as the pages.
export { t as ui } from '../i18n/ui';
export { errorText } from '../i18n/ui';
