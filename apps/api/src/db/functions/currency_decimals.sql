-- Currency: the decimal places of a currency's minor unit, as currencyDecimals in packages/contracts/src/currencies.ts
-- (currency/currency-decimals-sql.test.ts holds the two equal); null for a code the platform does not hold.
CREATE OR REPLACE FUNCTION currency_decimals(p_currency varchar) RETURNS integer LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN CASE p_currency
    WHEN 'JPY' THEN 0
    WHEN 'EUR' THEN 2 WHEN 'USD' THEN 2 WHEN 'CAD' THEN 2 WHEN 'AUD' THEN 2 WHEN 'NZD' THEN 2 WHEN 'BRL' THEN 2
    WHEN 'TRY' THEN 2 WHEN 'NOK' THEN 2 WHEN 'PLN' THEN 2 WHEN 'INR' THEN 2
    WHEN 'USDT' THEN 6 WHEN 'TRX' THEN 6 WHEN 'XRP' THEN 6
    WHEN 'BTC' THEN 8 WHEN 'LTC' THEN 8 WHEN 'DOG' THEN 8 WHEN 'BCH' THEN 8
    WHEN 'ETH' THEN 18
  END;
END
$$;
