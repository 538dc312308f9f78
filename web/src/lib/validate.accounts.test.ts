// The account validators: user names, the two password rules and the strength hint.
import { describe, expect, it } from 'vitest';
import { describeValidators } from '@/test/validators';
import { isPasswordA, isPasswordB, isUsername, passwordStrength } from './validate';

describeValidators([
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
]);

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
