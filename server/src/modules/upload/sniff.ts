// What an uploaded file is, from its bytes: binary formats by their signature (file-type), text
// formats by a look at the text. The client's name and claimed type decide nothing.
import { fileTypeFromBuffer, fileTypeFromFile, type FileTypeResult } from 'file-type';
import { open } from 'node:fs/promises';
import type { AttachmentKind } from '@iot/contract';

export interface Sniffed {
  /** The extension the content is (lower case, `jpg` for JPEG). */
  ext: string;
  mime: string;
}

/** Raster images a browser shows without running anything: served inline, accepted as images. */
export const SAFE_IMAGES = new Set(['png', 'jpg', 'gif', 'webp', 'bmp', 'ico']);

// Old Office files are all one container (CFB); the client's extension says which they are.
const CFB_EXTS: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};
const TEXT_EXTS: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  log: 'text/plain',
};

const extOf = (name: string) => /\.([a-z0-9]{1,10})$/i.exec(name)?.[1].toLowerCase() ?? '';

function sniffText(data: Buffer, clientExt: string): Sniffed | null {
  const head = data.subarray(0, 4096);
  if (head.includes(0)) return null;
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  // Markup that a browser would run as a document: never text/plain, whatever the name says.
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(text))
    return { ext: 'svg', mime: 'image/svg+xml' };
  if (/<(!doctype html|html|script|body|iframe)[\s>]/i.test(text)) return { ext: 'html', mime: 'text/html' };
  if (/^\s*<\?xml/i.test(text)) return { ext: 'xml', mime: 'application/xml' };
  // Not UTF-8 (a cut character at the very end of the sample is fine): binary of an unknown kind.
  if (text.slice(0, -4).includes('\uFFFD')) return null;
  const ext = clientExt in TEXT_EXTS ? clientExt : 'txt';
  return { ext, mime: TEXT_EXTS[ext] };
}

/** The file's type from its content; null when it is binary of no known kind. */
export async function sniff(data: Buffer, clientName: string): Promise<Sniffed | null> {
  return judge(await fileTypeFromBuffer(data), data, extOf(clientName));
}

/** As `sniff`, for a file on disk: file-type reads what it needs, the text look reads the head only. */
export async function sniffFile(path: string, clientName: string): Promise<Sniffed | null> {
  const file = await open(path);
  try {
    const head = Buffer.alloc(4100);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return judge(await fileTypeFromFile(path), head.subarray(0, bytesRead), extOf(clientName));
  } finally {
    await file.close();
  }
}

function judge(found: FileTypeResult | undefined, head: Buffer, clientExt: string): Sniffed | null {
  // file-type knows XML (and so SVG) by its declaration; markup is judged as text below.
  if (found && !['xml', 'html', 'svg'].includes(found.ext)) {
    if (found.ext === 'cfb') return clientExt in CFB_EXTS ? { ext: clientExt, mime: CFB_EXTS[clientExt] } : null;
    return { ext: found.ext, mime: found.mime };
  }
  return sniffText(head, clientExt);
}

/** Whether `ext` (the content's) is one of the allowed extensions; `jpg` and `jpeg` are one. */
export function allowed(ext: string, list: string[]): boolean {
  const same = ext === 'jpg' ? ['jpg', 'jpeg'] : [ext];
  return same.some((e) => list.includes(e));
}

const KINDS: [AttachmentKind, RegExp][] = [
  ['image', /^image\//],
  ['video', /^video\//],
  ['audio', /^audio\//],
  ['zip', /(zip|rar|7z|gzip|x-tar|x-bzip2|x-xz)/],
  ['doc', /(pdf|msword|officedocument|ms-excel|ms-powerpoint|opendocument|^text\/|rtf)/],
];

/** GFast's attachment kind (image/doc/video/audio/zip/other) of a content type. */
export const kindOf = (mime: string): AttachmentKind => KINDS.find(([, re]) => re.test(mime))?.[0] ?? 'other';
