// SagooIoT's template of a payload script (its console's "数据解析" tab, sagoo-iot-api.md §10): both
// functions hand the data on unchanged.
export const SCRIPT_TEMPLATE = `// Device uplink / reply parsing: data is the message as the device sent it (a string).
// Return the platform's message (an object, or its JSON text).
function parse(data) {
  return data
}

// Downlink parsing: data is the platform's message (JSON text); return what the device expects.
function send(data) {
  return data
}
`;

/** A script as the editor holds it: LF line endings, no trailing blanks at line ends or the end. */
const normalised = (script: string) =>
  script
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .trimEnd();

/**
 * Whether the editor's script differs from the product's: compared with what the tab loaded (the
 * template when the product has none), normalised, so opening the tab changes nothing.
 */
export const scriptChanged = (edited: string, stored: string) =>
  normalised(edited) !== normalised(stored || SCRIPT_TEMPLATE);
