// fare_products.txt: an amount has as many decimal places as its currency has minor units
// (InvalidCurrencyAmountNotice).
import type { Feed } from '../feed';
import { str } from '../load';
import { minorUnits } from '../values';

export function checkFareProducts({ table, rowNotice }: Feed): void {
  const fareProducts = table('fare_products.txt');
  for (const row of fareProducts.rows) {
    const amount = row.v.amount;
    const currency = str(row, 'currency');
    if (typeof amount === 'object' && currency && amount.scale !== minorUnits(currency)) {
      const digits = minorUnits(currency);
      rowNotice(
        'invalid_currency_amount',
        fareProducts,
        row,
        'amount',
        `amount ${amount.text} must have ${digits < 0 ? 'no' : digits} decimal places for ${currency}`,
      );
    }
  }
}
