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
