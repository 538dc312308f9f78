import { describe, expect, it } from 'vitest';
import { useModuleMessages } from '../composition/catalogue.ts';
import { translate, useMessages, type MessageKey } from './i18n.ts';

describe('message catalogue', () => {
  it("has the platform's messages, and the modules' once the app sets them", () => {
    useMessages([]);
    expect(translate('en', 'noPermission')).toBe('No permission');
    useModuleMessages();
    expect(translate('en', 'loginWrong')).toBe('Wrong user name or password');
    expect(translate('zh-CN', 'loginThrottled', { minutes: 5 })).toBe('登录失败次数过多，请 5 分钟后再试');
  });

  it('refuses a key two tables bring', () => {
    const twice = { one: { x: ['一', 'one', '一'] }, two: { x: ['二', 'two', '二'] } } as const;
    expect(() =>
      useMessages([
        { owner: 'one', messages: twice.one },
        { owner: 'two', messages: twice.two },
      ]),
    ).toThrow('message x of module two is already defined');
    expect(() => useMessages([{ owner: 'dict', messages: { noPermission: 'again' } }])).toThrow(
      'message noPermission of module dict is already defined',
    );
    // The table in use stays as it was.
    expect(translate('en', 'loginWrong' satisfies MessageKey)).toBe('Wrong user name or password');
  });
});
