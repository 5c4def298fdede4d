/**
 * The passwords that top every published breach list, lower-cased. Shorter ones are refused by
 * the length rule anyway; they stay here so the list also guards a lowered minimum.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '12345678910', '0123456789', '987654321',
  '9876543210', '11111111', '111111111', '1111111111', '00000000', '000000000', '88888888', '66666666',
  '12341234', '11223344', '12121212', '123123123', '123321123', '147258369', '159753159', '741852963',
  '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', '1qazxsw2', 'zaq12wsx', 'qwertyui', 'qwertyuiop', 'qwerty123',
  'qwerty1234', 'qwertyu1', 'asdfghjk', 'asdfghjkl', 'asdf1234', 'zxcvbnm1', 'zxcvbnm123', 'q1w2e3r4',
  'q1w2e3r4t5', 'azertyui', 'password', 'password1', 'password12', 'password123', 'password!', 'passw0rd',
  'p@ssw0rd', 'p@ssword', 'pa$$word', 'passpass', 'mypassword', 'letmein1', 'letmein123', 'welcome1',
  'welcome123', 'iloveyou', 'iloveyou1', 'iloveyou2', 'sunshine', 'sunshine1', 'princess', 'princess1',
  'football', 'football1', 'baseball', 'basketball', 'superman', 'batman123', 'starwars', 'pokemon1',
  'whatever', 'trustno1', 'dragon123', 'master123', 'monkey123', 'shadow123', 'michael1', 'jennifer',
  'jordan23', 'computer', 'internet', 'samsung1', 'nicole123', 'babygirl', 'babygirl1', 'lovelove',
  'lovely123', 'changeme', 'changeme1', 'administrator', 'admin123', 'admin1234', 'abc12345', 'abcd1234',
  'abcdefgh', 'aaaaaaaa', 'qqqqqqqq', 'secret123', 'blink182', 'liverpool', 'chelsea1', 'arsenal1',
  'mustang1', 'charlie1', 'freedom1', 'jackpot1', 'casino123', 'poker123', 'test1234', 'testtest',
]);
