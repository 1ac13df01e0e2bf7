// The longest subject and body a template or an edited e-mail may have. Apart from
// mail-markdown.ts, whose Markdown renderer (markdown-it, about 40 KB gzipped) the forms that only
// need these numbers would otherwise bring into the browser (docs/decisions/074).

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_BODY_MAX = 20_000;
