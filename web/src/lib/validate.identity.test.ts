// The identity validators: national ID (with its check digit), Chinese names and licence plates.
import { describe, expect, it } from 'vitest';
import { describeValidators } from '@/test/validators';
import { nationalIdCheck } from './nationalId';
import { isChineseName, isLicencePlate, isNationalId } from './validate';

describeValidators([
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
]);

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
