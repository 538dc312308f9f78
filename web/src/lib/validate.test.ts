import { describe, expect, it } from 'vitest';
import { nationalIdCheck } from './nationalId';
import {
  isChineseName,
  isEmail,
  isIPv4,
  isLandline,
  isLicencePlate,
  isMobile,
  isNationalId,
  isPasswordA,
  isPasswordB,
  isPostalCode,
  isUrl,
  isUsername,
  passwordStrength,
} from './validate';

/** Each validator with values it must accept and values it must refuse. */
const table: [string, (v: string) => boolean, string[], string[]][] = [
  [
    'isMobile',
    isMobile,
    [
      '13800138000',
      '14512345678',
      '15012345678',
      '16612345678',
      '17012345678',
      '18888888888',
      '19912345678',
      '13000000000',
    ],
    [
      '',
      ' ',
      '1380013800',
      '138001380000',
      '12345678901',
      '15412345678',
      ' 13800138000',
      '1380013800a',
      '+8613800138000',
      '１３８００１３８０００',
    ],
  ],
  [
    'isLandline',
    isLandline,
    [
      '010-62345678',
      '01062345678',
      '021-87654321',
      '0755-8765432',
      '0755-87654321',
      '0571-2345678',
      '020-22223333',
      '0898-66668888',
    ],
    [
      '',
      '   ',
      '12345678',
      '010-1234567',
      '010-023456789',
      '0755-123456',
      '0755-012345678',
      '1755-87654321',
      '010 12345678',
      '010--12345678',
      '010-1234567８',
    ],
  ],
  [
    'isUsername',
    isUsername,
    ['admin', 'a1234', 'user_name', 'Zz_99', 'abcdefghijklmnop', 'A____', 'john2024', 'x_y_z1'],
    [
      '',
      ' ',
      'adm',
      'abcd',
      '1admin',
      '_admin',
      'abcdefghijklmnopq',
      'user name',
      'admin!',
      'ädmin',
      'admin ',
      '用户名abc',
    ],
  ],
  [
    'isPasswordA',
    isPasswordA,
    ['abcdef', 'a12345', 'Pass_word', 'Z_____', 'abcdefghijklmnop', 'x1y2z3', 'Admin123', 'q_w_e_r'],
    [
      '',
      '      ',
      'abcde',
      '1abcdef',
      '_abcdef',
      'abcdefghijklmnopq',
      'abc def',
      'abc-def',
      'pässwort',
      'abcdef ',
      '密码abcdef',
    ],
  ],
  [
    'isPasswordB',
    isPasswordB,
    ['Abc123', 'abc12!', 'ABC12.', 'Ab!@#$', '1a!2b@', 'A1b2C3d4E5f6G7h8', 'zz99..', 'Passw0rd', 'P@ss.1'],
    [
      '',
      '      ',
      'abcdef',
      'abc123',
      'ABC!!!',
      '123456',
      'Ab1!',
      'A1b2C3d4E5f6G7h8i',
      'Abc 123',
      'Abc-123',
      'Abc123（',
      'Ääb123',
    ],
  ],
  [
    'isIPv4',
    isIPv4,
    [
      '0.0.0.0',
      '255.255.255.255',
      '192.168.1.1',
      '10.0.0.1',
      '127.0.0.1',
      '1.2.3.4',
      '172.16.254.1',
      '8.8.8.8',
      '100.99.250.249',
    ],
    [
      '',
      ' ',
      '256.0.0.1',
      '1.2.3',
      '1.2.3.4.5',
      '01.2.3.4',
      '1..2.3',
      'a.b.c.d',
      '1.2.3.-1',
      ' 1.2.3.4',
      '1.2.3.4 ',
      '１.2.3.4',
    ],
  ],
  [
    'isEmail',
    isEmail,
    [
      'a@b.co',
      'user.name@example.com',
      'user_name@mail.example.cn',
      'x-y@z-w.org',
      '123@qq.com',
      'A.B@C.D',
      'first.last@sub.domain.io',
      'n@host.museum',
    ],
    [
      '',
      ' ',
      'plain',
      '@example.com',
      'user@',
      'user@host',
      'user@@host.com',
      'user name@host.com',
      'user@host.com ',
      '用户@example.com',
      'user@.com',
    ],
  ],
  [
    'isNationalId',
    isNationalId,
    [
      '11010519491231002X',
      '11010519491231002x',
      '440301199001011234',
      '310115200002294567',
      '510107180001010018',
      '120104198506153333',
      '320583199911112227',
      '65010220010911100X',
      '110105491231002',
      '440301900101123',
    ],
    [
      '',
      '                  ',
      '110105194912310021', // wrong check character
      '01010519491231002X', // region starts with 0
      '110105194902300028', // 30 February
      '110105210001010012', // year 2100
      '11010519491231002', // 17 characters
      '11010519491231002XX',
      '11010519491231002Y',
      '110105491331002', // month 13 (legacy)
      '110105490229002', // 29 February 1949 (legacy)
      ' 11010519491231002X',
    ],
  ],
  [
    'isChineseName',
    isChineseName,
    ['张三', '李小龙', '欧阳娜娜', '阿沛·阿旺晋美', '爱新觉罗·玄烨', '𠀀字', '諸葛亮', '买买提·艾则孜·吐尔逊'],
    [
      '',
      '  ',
      '张',
      '张 三',
      'Zhang San',
      '张三a',
      '·张三',
      '张三·',
      '张··三',
      '张三1',
      'ｚ张三',
      '一二三四五六七八九十一二三四五六七八九十一',
    ],
  ],
  [
    'isPostalCode',
    isPostalCode,
    ['100000', '200001', '518000', '999999', '123456', '710061', '830000', '100101'],
    ['', '      ', '000000', '012345', '10000', '1000000', '10000a', ' 100000', '100 000', '１00000'],
  ],
  [
    'isUrl',
    isUrl,
    [
      'https://example.com',
      'http://example.com:8080/a?b=c#d',
      'ftp://files.example.org/x.zip',
      'http://192.168.1.1',
      'https://例子.中国',
      'http://localhost:3000/path',
      'https://user:pw@example.com',
      'https://sub.domain.example.co.uk/path/to?q=1',
      'https://xn--fsqu00a.xn--fiqs8s/',
    ],
    [
      '',
      ' ',
      'example.com',
      'http://',
      'http://exa mple.com',
      'mailto:a@b.com',
      'javascript:alert(1)',
      'http://a',
      '//example.com',
      'http://-example.com',
      'http://example.com:99999',
      'http://256.1.1.1',
      'https://example.com ',
    ],
  ],
  [
    'isLicencePlate',
    isLicencePlate,
    ['京A12345', '沪B8888A', '粤BD12345', '粤B12345F', '京ADA1234', '苏E12345D', '川A1234学', '粤Z1234港', '浙AA12345'],
    [
      '',
      '  ',
      '京A1234',
      '京A123456',
      '京I12345',
      '京A1234O',
      'A京12345',
      '港A12345',
      '京a12345',
      '京AD12345A',
      '京A 12345',
      '京AX12345',
    ],
  ],
];

describe.each(table)('%s', (_, validate, valid, invalid) => {
  it('has at least eight cases each way', () => {
    expect(valid.length).toBeGreaterThanOrEqual(8);
    expect(invalid.length).toBeGreaterThanOrEqual(8);
  });
  it.each(valid)('accepts %j', (v) => expect(validate(v)).toBe(true));
  it.each(invalid)('refuses %j', (v) => expect(validate(v)).toBe(false));
});

describe('nationalIdCheck', () => {
  it.each([
    ['11010519491231002', 'X'],
    ['44030119900101123', '4'],
    ['51010718000101001', '8'],
    ['00000000000000000', '1'],
  ])('%s -> %s', (first17, check) => expect(nationalIdCheck(first17)).toBe(check));

  it('refuses a birth date after today', () => {
    const next = new Date();
    next.setFullYear(next.getFullYear() + 1);
    const body = `110105${next.getFullYear()}0101001`;
    expect(isNationalId(body + nationalIdCheck(body))).toBe(false);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 'weak'],
    ['aaaaaa', 'weak'], // one kind
    ['abc123', 'weak'], // two kinds
    ['Ab1!', 'weak'], // four kinds but under 6 characters
    ['abcdefghij', 'weak'], // one kind + length
    ['Abc123', 'medium'], // three kinds
    ['abc1234567', 'medium'], // two kinds + length
    ['Abc12!', 'strong'], // four kinds
    ['Abcdef1234', 'strong'], // three kinds + length
    ['Abcd!1234567', 'strong'], // four kinds + length
    ['密码abc123', 'medium'], // other characters count as symbols
  ] as const)('%j is %s', (password, label) => expect(passwordStrength(password)).toBe(label));
});
