export default { 'zh-cn': {}, en: {}, 'zh-tw': {} };
