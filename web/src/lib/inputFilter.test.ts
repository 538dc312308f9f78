import { describe, expect, it } from 'vitest';
import { filterDecimal, filterInteger, filterPercent, inputFilters } from './inputFilter';

describe('filterInteger', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['abc', ''],
    ['0', '0'],
    ['000', '0'],
    ['007', '7'],
    ['123', '123'],
    [' 1 2 3 ', '123'],
    ['-5', '5'],
    ['1.5', '15'],
    ['0.1.12', '112'],
    ['１２3', '3'], // full-width digits are not ASCII digits
    ['9007199254740993', '9007199254740993'], // text, so no precision is lost
  ])('%j -> %j', (input, output) => expect(filterInteger(input)).toBe(output));
});

describe('filterPercent', () => {
  it.each([
    ['', ''],
    ['x', ''],
    ['0', '0'],
    ['00', '0'],
    ['050', '50'],
    ['99', '99'],
    ['100', '100'],
    ['101', '100'],
    ['1000', '100'],
    ['99999999999999999999', '100'],
    ['12a3', '100'],
    ['5.5', '55'],
    [' 7 % ', '7'],
    ['-20', '20'],
  ])('%j -> %j', (input, output) => expect(filterPercent(input)).toBe(output));
});

describe('filterDecimal', () => {
  it.each([
    ['', ''],
    ['abc', ''],
    ['0', '0'],
    ['00', '0'],
    ['007', '7'],
    ['00.5', '0.5'],
    ['.', '0.'],
    ['.5', '0.5'],
    ['1.', '1.'],
    ['1.2', '1.2'],
    ['1.23', '1.23'],
    ['1.239', '1.23'], // cut, not rounded
    ['1.2.3', '1.23'],
    ['1..5', '1.5'],
    ['-1.5', '1.5'],
    ['12a.3b4c5', '12.34'],
    [' 3.14 ', '3.14'],
    ['１.5', '0.5'],
  ])('%j -> %j', (input, output) => expect(filterDecimal(input)).toBe(output));
});

it('names the filters for FilteredInput', () => {
  expect(inputFilters).toEqual({ integer: filterInteger, percent: filterPercent, decimal: filterDecimal });
});
