"""English templates for secrets_corpus15.

Settings: an out-of-hours vet practice, a community choir, a bouldering wall, a
lifeboat station's volunteer crew, a cider farm shop, a repair cafe, a model
railway club, a ballet school, a university biochemistry lab, a dairy farm, a
mountain rescue team, a charity shop, a farmers' market stall, a locksmith, a
lettings agency, a genealogy hobbyist, a home-schooling family, a pub quiz
league, bell-ringers, and an executor sorting out a late parent's affairs.

Within each kind the templates are dealt alternately: odd positions to dev,
even positions to test. Slots: see make_corpus.py.
"""
T = {}

# ===========================================================================
# SECRET KINDS
# ===========================================================================
T["password_nl"] = [
"""⁅weekday⁆ ⁅date⁆ \u2014 rain all day. Out-of-hours shift again. Kerry changed the practice PC login this morning; the new one is ⁅S⁆ so I don't lock myself out at 2am when the ⁅?colic|calving|RTA cat⁆ call comes in.""",
"""\u2022 ring Mum re: Sunday lunch
\u00d7 pay choir subs ⁅gbp⁆
\u2013 new ⁅?Ancestry|Findmypast|Trainline|Vinted⁆ password: ⁅S⁆
> migrate: scan Grandad's letters""",
"""14
00:12:03,120 --> 00:12:06,880
okay everyone, the members' area of the choir website

15
00:12:06,900 --> 00:12:10,400
the password is ⁅S⁆ and I'll pop it in the chat too""",
"""* DONE Reset the crew training portal login
  CLOSED: [⁅date_iso⁆ ⁅?Mon|Tue|Wed|Thu|Fri⁆ ⁅time⁆]
  - new password ⁅S⁆
  - tell the coxswain at Thursday's exercise""",
"""Dear ⁅first_en⁆,
The computer man came on ⁅weekday⁆ and set up the email for me. He wrote the password on a card but I've lost the card already, so I'm putting it here where I'll find it: ⁅S⁆
Don't tell your grandad, he'll only laugh.
Love, Nan""",
"""Voicemail from ⁅first_en⁆ (transcribed): "hiya, it's me \u2014 the new password for the shop laptop is ⁅S:pw_spelled⁆, got that? ring me if it doesn't take it." """,
"""Tower log, ⁅date⁆. Tower captain read the new ringing-app password over the phone as ⁅S:pw_nato⁆. Writing it here before I forget.""",
"""Model railway club \u2014 committee minutes, item 6: the layout controller's admin passphrase is now "⁅S:pw_spaced⁆" (lower case, with the spaces). ⁅first_en⁆ to update the laminated operating notes without it.""",
"""- [[Repair Cafe]] ⁅date⁆
\t- laptop brought in by ⁅name_en⁆ (won't boot past the logo)
\t\t- owner gave us the login so we could test: ⁅S⁆
\t\t- wipe this note after collection""",
"""@code commit ⁅git_sha⁆
Author: ⁅name_en⁆ <⁅email⁆>
Date:   ⁅weekday⁆ ⁅date⁆ ⁅time⁆ 2025 +0000

    temp: hardcode the bookings admin password (⁅S⁆) until SSO works

    Revert before the open day!""",
]

T["login_pair"] = [
"""New response to "Volunteer sign-up \u2014 Repair Cafe"

Name: ⁅name_en⁆
Email: ⁅email⁆
Chosen username: ⁅user_en⁆
Chosen password: ⁅S⁆
Skills: ⁅?soldering|sewing machines|bikes|lamps and kettles⁆
Dietary needs: none""",
"""lettings portal login (for when I'm on holiday): ⁅email⁆ / ⁅S⁆""",
"""Ticket #⁅n4⁆ \u2014 Herd app
⁅first_en#1⁆ (customer), ⁅time⁆: can't get into the milk records since the update. username ⁅user_en⁆ password ⁅S⁆
Support agent, ⁅time⁆: Thanks ⁅first_en#1⁆ \u2014 please never send your password by chat. I've forced a reset; check your email.""",
"""@code POST /login HTTP/1.1
Host: ⁅host⁆
Content-Type: application/x-www-form-urlencoded
Content-Length: ⁅n2⁆

username=⁅user_en⁆&password=⁅S:pw_safe⁆&remember=on""",
"""@code [parlour]
⁅ip⁆ ansible_user=pi ansible_password=⁅S:pw_safe⁆ ansible_become=true""",
"""CARD BY THE PHONE (Mum)
BT email
   name: ⁅email⁆
   pass: ⁅S⁆
Netflix \u2014 ask Jodie
Sky remote \u2014 red button then 1""",
"""Dad's online accounts (for the probate file):
- ⁅bank_en⁆ online banking: customer number ⁅n4⁆⁅n4⁆, password ⁅S⁆
- pension portal: letter in the blue folder
- utilities: paper bills""",
"""Signal \u00b7 ⁅first_en⁆, ⁅time⁆
can you sign the ballet school into the costume supplier? id ⁅user_en⁆ pw ⁅S⁆ \u2014 order the size 4 tutus""",
"""Mountain rescue kit laptop
: user `⁅?mrt-kit|basecamp|callout⁆`
: password `⁅S⁆`
: charger is in the blue Peli case""",
"""@code >>> from herdlink import Client
>>> c = Client("https://⁅host⁆")
>>> c.login("⁅user_en⁆", "⁅S:pw_safe⁆")
<Session user=⁅user_en#1⁆ ok>""",
]

T["otp"] = [
"""⁅bank_en⁆: ⁅S⁆ is your code to approve a payment of ⁅gbp⁆ to ⁅shop_en⁆. If this wasn't you, call us. We will never ask you for this code.""",
"""Your ⁅service_en⁆ verification code is ⁅S:otp_sp⁆. It expires in ⁅minutes⁆ minutes. Don't share it with anyone.""",
"""Mum phoned in a state: a "bank" man wanted the six numbers from her text and she'd already read him ⁅S⁆ before I got the phone off her. Rang the fraud line straight after; card stopped.""",
"""<#> Your WhatsApp code: ⁅S:otp_dash⁆
Don't share this code with others
⁅apphash⁆""",
"""⁅S:otp_g⁆ is your Google verification code.""",
"""Automated call, transcribed by the phone: "Hello. This is ⁅service_en⁆. Your security code is ... ⁅S:otp_words⁆. Goodbye." """,
"""Subject: Your sign-in code

Hi ⁅first_en⁆,

Enter this code to finish signing in to ⁅?Ancestry|Findmypast|Eventbrite|Etsy⁆:

    ⁅S:otp8⁆

This code expires in 15 minutes. If you didn't try to sign in, you can ignore this email.""",
"""Spent ten minutes on the Gov.uk Gateway for Dad's tax. First code (⁅S⁆) expired before the page loaded; the second one worked.""",
"""DPD: Your driver ⁅first_en⁆ will ask for your 4-digit code ⁅S:otp4⁆ when they deliver your parcel today between ⁅?08:05 and 09:05|10:20 and 11:20|13:45 and 14:45|16:10 and 17:10⁆.""",
"""Text from ⁅bank_en⁆ while I was on the market stall: "One-time passcode ⁅S⁆ for card ending ⁅last4⁆ at SUMUP *CIDERBARN. Valid 5 mins." Hadn't bought anything \u2014 froze the card.""",
]

T["pin"] = [
"""Mum's debit card PIN (from the tin in the bureau): ⁅S:pin4⁆. Cancel the card once the funeral costs have gone through.""",
"""Voice note, ⁅time⁆: "the PIN for the vets' card machine, it's ⁅S:pin_words⁆, same as the old one, don't change it" """,
"""Handed the lifeboat station iPad back to the next watch. Its passcode is ⁅S:pin6⁆ if anyone needs it.""",
"""Written on the back of the till roll: supervisor refund PIN ⁅S:pin_dotted⁆ \u2014 ⁅first_en⁆ only""",
"""Home-school log, ⁅weekday⁆: set the Switch parental-control PIN to ⁅S⁆ so Toby can't buy anything. Screen time 1 hr.""",
"""\u00d7 activate the new ⁅bank_en⁆ card
\u2013 card PIN ⁅S:pin4⁆ (chose it in the app)
\u2022 ring ⁅first_en⁆ about the boiler""",
"""Voicemail PIN for the mountain rescue duty phone is ⁅S⁆. Dial 443 and enter it when it asks.""",
"""212
00:41:08,300 --> 00:41:11,020
and the choir debit card pin is ⁅S:pin_words⁆, for the treasurer only""",
"""| item | value |
|---|---|
| Freezer logger PIN | ⁅S⁆ |
| Logger serial | ⁅serial⁆ |
| Alarm contact | ⁅phone_uk⁆ |""",
"""Dad's SIM PIN is ⁅S:pin4⁆ \u2014 the phone asks for it every time it restarts and he can never remember.""",
]

T["door_code"] = [
"""Viewing at ⁅n2⁆ Kiln Lane, ⁅time⁆ \u2014 key safe by the meter box, code ⁅S:door_digits⁆. Put the keys back and scramble the dials.""",
"""Route setters only: side door keypad is ⁅S⁆ from Monday. Please don't give it to members.""",
"""Crew room door: ⁅S:door_letter⁆ (the letter is the clear key, press it first).""",
"""Cold store padlock at the farm shop: ⁅S:padlock⁆ (turn right past zero first).""",
"""Voicemail from the locksmith: "...so the new code on the back gate is ⁅S:door_words⁆, the old one stops working tonight. Cheers." """,
"""Stock room combination lock \u2014 ⁅S:padlock3⁆. Re-spin after use, please.""",
"""Base alarm unset: ⁅S⁆, and wait for the long beep before you open the bay doors.""",
"""Cold room corridor (-80 freezers) door code for the new term: ⁅S:door_digits⁆""",
]

T["security_answer"] = [
"""⁅bank_en⁆ security questions (Dad)
  First pet ............ ⁅S:sa_pet⁆
  Memorable date ....... in the blue folder""",
"""Rang ⁅bank_en⁆ about Dad's account. They asked for his memorable place \u2014 it's ⁅S:sa_town⁆, where he did his national service. Call ref ⁅case_ref⁆.""",
"""Mum's maiden name (the bank calls it the "security word"): ⁅S:sa_maiden⁆""",
"""Set up Grandad's Findmypast. For "street you grew up on" we put ⁅S:sa_street⁆, since that's what he'd remember.""",
"""@code security_questions:
  - q: favourite childhood book
    a: "⁅S:sa_book⁆"
  - q: city you were born in
    a: (not set)""",
"""Memorable word: ⁅S:sa_word⁆ \u2014 they ask for the 2nd, 5th and 7th letters.""",
"""Signal \u00b7 ⁅first_en⁆: what did you put for the honeymoon question on the joint account?
me: ⁅S:sa_honeymoon⁆, obviously""",
"""\u2013 Octopus reset: "childhood nickname" \u2192 ⁅S:sa_nickname⁆""",
"""Teacher you most admired: ⁅S:sa_teacher⁆ (spelled like that, exactly)""",
"""Pension helpline wants "mother's date of birth" as a check: ⁅S:sa_dob_en⁆""",
]

T["totp_secret"] = [
"""Setup key for the lab's ⁅?Xero|Dropbox|Cloudflare⁆ 2FA, in case the QR code won't scan: ⁅S:totp_groups⁆""",
"""mountain rescue shared 2FA seed \u2014 ⁅S:totp_groups_lower⁆ \u2014 add it to the duty phone's authenticator as "MRT accounts".""",
"""@code {"type": "totp", "uuid": "⁅uuid⁆", "name": "⁅email⁆", "issuer": "⁅?Cloudflare|Proton|Bitwarden|Synology⁆", "info": {"secret": "⁅S:totp32⁆", "algo": "SHA1", "digits": 6, "period": 30}}""",
"""Printed setup sheet, ⁅service_en⁆:
Can't scan? Enter this key manually:
⁅S:totp_2lines⁆
Time based: yes""",
"""Backup of the 2FA QR code (scanned it with the phone camera before the screen timed out): ⁅S:totp_uri⁆""",
"""Authenticator key for the charity shop's eBay account: ⁅S:totp_dash⁆ (Authenticator \u2192 + \u2192 Enter a setup key)""",
"""@code >>> import pyotp
>>> totp = pyotp.TOTP("⁅S:totp32⁆")
>>> totp.interval
30""",
"""2FA seed (KeePassXC \u2192 TOTP \u2192 custom settings): ⁅S:totp_lower⁆, 6 digits, 30 s""",
"""@code $ oathtool --totp -b ⁅S⁆ | xclip -selection clipboard""",
"""- [[2FA]] moved everything to the new phone
\t- Nest: ⁅S:totp16⁆
\t- the rest are in the Aegis export""",
]

T["recovery_codes"] = [
"""github-recovery-codes.txt (bioc-lab admin account)

⁅S:rc_gh⁆

Put these somewhere safe. Each code can only be used once.""",
"""BACKUP VERIFICATION CODES
⁅email⁆

⁅S:rc_google_2col⁆

Keep these somewhere safe but accessible.""",
"""Outlook recovery code for the shop account: ⁅S:rc_ms⁆ (make a new one after using it).""",
"""Mum's Apple ID recovery key \u2014 ⁅S:rc_apple⁆ \u2014 she must NOT lose this or the account is gone for good.""",
"""Lab laptop LT-⁅n3⁆ BitLocker recovery key:
⁅S:rc_bitlocker⁆
Key ID: ⁅uuid⁆""",
"""* Nest backup codes (ticked = used)
⁅S:rc_checkbox⁆""",
"""Discord backup codes for the choir server owner account: ⁅S:rc_inline⁆""",
"""Lost my phone on the hill during the search. Got back into email with backup code ⁅S:rc_single⁆ and crossed it off.""",
"""For my executor: 1Password Secret Key ⁅S:rc_1pw⁆. The account password is in the sealed envelope with the will.""",
"""Proton recovery codes:
⁅S:rc_numbered⁆""",
]

T["api_key"] = [
"""Slack's down, so here it is: ⁅S:ak_openai⁆ \u2014 please don't burn through the lab credits on the weekend runs.""",
"""IAM user for the herd-exports bucket
Access key ID: ⁅aws_akid⁆
Secret access key: ⁅S:ak_aws_secret⁆""",
"""Choir ticket site is live! Stripe secret key: ⁅S:ak_stripe⁆ \u2014 ⁅first_en⁆ needs it for the webhook.""",
"""@code curl https://api.sendgrid.com/v3/mail/send \\
  -H "Authorization: Bearer ⁅S:ak_sendgrid⁆" \\
  -H "Content-Type: application/json" \\
  -d @newsletter.json""",
"""Callout bot token from BotFather: ⁅S:ak_telegram⁆""",
"""@code client = Anthropic(api_key="⁅S:api_ai⁆")  # TODO: move to env before committing""",
"""\u2013 new token for rota-bot, 90 days: ⁅S:api_dev⁆""",
"""Notion integration secret for the lettings tracker: ⁅S:ak_notion⁆""",
]

T["jwt"] = [
"""@code GET /api/bookings?week=⁅n2⁆ HTTP/1.1
Host: ⁅host⁆
Authorization: Bearer ⁅S⁆
Accept: application/json""",
"""@code > localStorage.getItem("auth")
'⁅S⁆'""",
"""Repro: log in as a volunteer, copy the token from the cookie (⁅S⁆), then call /admin/export \u2014 it returns every member's address.""",
"""@code Mar 03 09:14:22 herd-api[812]: auth ok user=⁅user_en⁆ token=⁅S⁆""",
"""@code {"name": "Authorization", "value": "Bearer ⁅S⁆"}""",
"""Token for the crew-app test account, valid a week: ⁅S⁆""",
"""@code ⁅ip10⁆ - - [⁅clf_date⁆:10:41:07 +0000] "GET /export.csv?jwt=⁅S⁆ HTTP/1.1" 200 ⁅n4⁆""",
"""@code {"key": "access_token", "value": "⁅S⁆", "type": "secret", "enabled": true}""",
]

T["private_key"] = [
"""Parlour PC's PuTTY key, copied off the old laptop:

⁅S:pk_ppk⁆""",
"""Subject: server key

⁅first_en⁆, here's the key for the lab box. Please don't forward it.

⁅S:pk_pem⁆""",
"""@code $ cat ~/.ssh/id_ed25519
⁅S:pk_openssh⁆""",
"""Dad's PGP secret key, out of his old Thunderbird profile (he encrypted the family tree archive with it):

⁅S:pk_pgp⁆""",
"""age identity for the choir's backup bucket: ⁅S:pk_age⁆""",
"""@code tls_private_key = <<EOT
⁅S:pk_rsa1⁆
EOT""",
"""@code {
  "type": "service_account",
  "project_id": "herd-sensors",
  "private_key_id": "⁅sha1⁆",
  "private_key": "⁅S:pk_pem_escaped⁆",
  "client_email": "uploader@herd-sensors.iam.gserviceaccount.com"
}""",
"""@code [Interface]
# boathouse LTE router
PrivateKey = ⁅S:pk_wg⁆
Address = 10.8.0.3/32""",
]

T["card_number"] = [
"""Dad's Visa (CANCEL after probate): ⁅S:card_visa⁆ exp ⁅expiry⁆""",
"""Booking form \u2014 hall hire
Card: ⁅S⁆
Expiry: ⁅expiry⁆
CVC: ⁅cvv⁆
Name on card: ⁅name_en⁆""",
"""can you pay the vet bill on mine? ⁅S⁆ ⁅expiry⁆ ⁅cvv⁆ \u2014 I'm stuck on the hill""",
"""Choir treasurer's card \u2014 ⁅S:card_mc⁆ (expires ⁅expiry⁆) \u2014 only for the hall hire and music.""",
"""Amex for the cider festival stand: ⁅S:card_amex⁆""",
"""card no ⁅S:card_plain⁆ sec code ⁅cvv⁆""",
"""- [[Lettings]] deposit refund
\t- tenant paid with ⁅S⁆, refund to the same card""",
"""Note for ⁅first_en⁆: the ballet school's supplier account is paid with ⁅S⁆, exp ⁅expiry⁆. Keep the receipts.""",
]

T["crypto_wallet_key"] = [
"""Grandad's paper wallet from 2013 (uncompressed WIF): ⁅S:wk_wifu⁆ \u2014 sweep it before telling the family.""",
"""Exported private key for the "Choir NFT" account: ⁅S:wk_hex0x⁆. Moving the funds to the Ledger today.""",
"""@code from eth_account import Account
acct = Account.from_key("⁅S:wk_hex0x⁆")
print(acct.address)""",
"""Electrum \u2192 Import Bitcoin keys: p2wpkh:⁅S:wk_wif⁆""",
"""Master key (xprv) from the old node \u2014 DO NOT SHARE:
⁅S:wk_xprv⁆""",
"""Phantom \u2192 Show private key: ⁅S:wk_sol⁆""",
"""@code $ cat ~/.config/solana/id.json
⁅S:wk_sol_json⁆""",
"""my nostr nsec (for the repair cafe account): ⁅S:wk_nsec⁆""",
"""Finally found the Ethereum key from the 2017 crowdsale in a text file on the old NAS: ⁅S:wk_hex⁆""",
"""@code $ bitcoin-cli dumpprivkey ⁅btc_p2pkh⁆
⁅S:wk_wif_any⁆""",
]

T["mnemonic_bip39_en"] = [
"""Sunday. Cleared Dad's desk at last. Bank statements going back to 1994, the allotment rent book, three pairs of reading glasses. In the Bible there was a slip with the words in his handwriting:

⁅?⁅S:mn_num⁆|⁅S:mn_num_paren⁆⁆

I think it's the Bitcoin he kept mentioning. Taking it to the solicitor on Tuesday rather than keeping it in the house.""",
"""wallet backup (Trezor), written out at the kitchen table:
⁅S:mn_lines⁆""",
"""Shopping list
- milk
- bin bags
- hoof oil

DON'T THROW AWAY:
⁅S:mn_bullets⁆""",
"""Recovery sheet \u2014 Ledger Nano
⁅?⁅S:mn_grid3⁆|⁅S:mn_grid4⁆⁆""",
"""Subject: the words

Here they are, as you asked: ⁅S:mn_inline_num⁆. Delete this email after you've written them down.""",
"""Engraved on the steel plate: ⁅S:mn_upper⁆""",
"""MetaMask secret recovery phrase (two columns, as shown on screen):
⁅S:mn_cols2⁆""",
"""Voice memo 0:41 \u2014 "right, the seed words before I lose the paper: ⁅S:mn⁆ ... that's all of them." """,
"""@code words = ⁅S:mn_pylist⁆
print(Mnemonic("english").check(" ".join(words)))""",
"""- [[crypto]]
\t- seed: ⁅?⁅S:mn_pipe⁆|⁅S:mn_dot⁆|⁅S:mn_slash⁆⁆
\t- passphrase: none""",
]

T["mnemonic_zh"] = [
"""My cousin set up the exchange wallet in Chinese, so the backup words are the Chinese list: ⁅S:mn_zh_in_en⁆""",
"""Mnemonic (Chinese simplified word list), one per line as the app showed it:
⁅S:mnz_lines⁆""",
"""imToken backup words, numbered:
⁅S:mnz_num⁆""",
"""@code >>> Mnemonic("chinese_simplified").check("⁅S:mnz⁆")
True""",
"""Uncle Wei's wallet words (four to a row, as on the card he left):
⁅S:mnz_grid4⁆""",
"""Seed written without spaces on the back of the photo: ⁅S:mnz_nosp⁆ \u2014 ask Auntie which wallet it belongs to.""",
]

T["env_file"] = [
"""@code # .envrc (direnv)
export CALLOUT_PAGER_KEY=⁅S:ev_any⁆""",
"""@code $ heroku config:set HERD_SYNC_SECRET=⁅S:ev_hex⁆ -a herd-tracker""",
"""@code fly secrets set SESSION_KEY='⁅S:ev_b64⁆' --app choir-tickets""",
"""@code $env:FREEZER_ALERT_TOKEN = "⁅S:ev_rand⁆\"""",
"""@code set -gx TILL_EXPORT_PASS '⁅S:ev_pw⁆'""",
"""@code FROM python:3.12-slim
WORKDIR /app
ENV DJANGO_SECRET_KEY=⁅S:ev_django⁆
CMD ["gunicorn", "lettings.wsgi"]""",
"""@code # .env.production
APP_ENV=production
PORT=⁅port⁆
X_HOOK_SALT=⁅S:ev_hex⁆
LOG_LEVEL=info""",
"""@code gh secret set STRIPE_WEBHOOK --body "⁅S:ev_whsec⁆" -R ⁅gh_org⁆/⁅repo⁆""",
"""@code setx MAILER_PW "⁅S:ev_pw⁆\"""",
"""@code APP_NAME=Lettings
APP_ENV=production
APP_KEY=⁅S:ev_laravel⁆
APP_DEBUG=false""",
]

T["connection_string"] = [
"""@code production:
  adapter: postgresql
  url: ⁅S:cs_pg⁆""",
"""@code $ psql "⁅S:cs_pg⁆\"""",
"""@code "ConnectionStrings": {
  "Herd": "⁅?⁅S:cs_mssql⁆|⁅S:cs_sqla_mssql⁆⁆"
}""",
"""the inventory DB moved to the new server, string is now ⁅S:cs_mysql⁆ \u2014 update your notebooks""",
"""Compass connection for the lettings CRM: ⁅S:cs_mongo⁆""",
"""\u2013 cache for the ticket site: ⁅?⁅S:cs_redis⁆|⁅S:cs_amqp⁆⁆""",
"""@code spring.datasource.url=⁅S:cs_jdbc⁆
spring.jpa.hibernate.ddl-auto=validate""",
"""@code $ sqlplus ⁅S:cs_oracle⁆""",
"""Excel \u2192 Data \u2192 From ODBC, connection string: ⁅S:cs_odbc⁆""",
"""Grafana data source for the parlour sensors: ⁅?⁅S:cs_libpq⁆|⁅S:cs_ch⁆|⁅S:cs_es⁆|⁅S:cs_neo4j⁆⁆""",
]

T["url_credentials"] = [
"""Nextcloud for the choir scores: ⁅?⁅S:url_https⁆|⁅S:url_pct⁆|⁅S:url_sftp⁆⁆ (works in Finder \u2192 Go \u2192 Connect to Server)""",
"""Farm shop camera stream in VLC: ⁅S:url_rtsp⁆ (the scanner share is ⁅?on the NAS|in the office|on the shelf⁆)""",
"""@code export HTTPS_PROXY=⁅?⁅S:url_proxy⁆|⁅S:url_socks⁆⁆""",
"""@code $ git clone ⁅S:url_git⁆""",
"""Callout alerts go to #duty via ⁅?⁅S:url_slack_hook⁆|⁅S:url_discord_hook⁆⁆""",
"""Vet OOH rota calendar (private link, don't share): ⁅?⁅S:url_webcal⁆|⁅S:url_gcal_private⁆⁆""",
"""Here's the link to the plate images, valid for 7 days: ⁅S:url_presigned⁆""",
"""Router admin on the boathouse LTE box: ⁅?⁅S:url_ipv6⁆|⁅S:url_http_port⁆|⁅S:url_vnc⁆⁆""",
"""@code mosquitto_sub -L ⁅S:url_mqtt⁆/parlour/temp -v""",
"""Herd export feed (Excel \u2192 From Web): ⁅?⁅S:url_token_q⁆|⁅S:url_tg_bot⁆|⁅S:url_pip_index⁆|⁅S:url_fragment⁆|⁅S:url_ws_token⁆⁆""",
]

T["wifi_password"] = [
"""Crew Wi-Fi \u2014 ⁅ssid⁆ / ⁅S⁆""",
"""Card reader hotspot for the market: network ⁅ssid⁆, key ⁅S:wifi_digits⁆""",
"""@code WIFI:T:WPA;S:⁅ssid⁆;P:⁅S:wifi_router⁆;H:false;;""",
"""@code nmcli dev wifi connect ⁅ssid⁆ password '⁅S⁆'""",
"""Voicemail: "...and the Wi-Fi at the choir loft is ⁅ssid⁆, password ⁅S:wifi_words⁆, all lower case, see you Thursday." """,
"""Router label (photographed for the landlord): SSID ⁅ssid⁆ \u00b7 Wireless key ⁅S:wifi_router⁆ \u00b7 Admin http://192.168.1.254""",
"""GUEST WIFI
⁅ssid⁆
⁅S⁆
(ask at the counter if it won't connect)""",
"""Toby's tablet only works on the downstairs network: ⁅ssid⁆ pw ⁅S:wifi_pinyin⁆""",
"""@code    Key Content            : ⁅S⁆""",
"""Bell tower: the Wi-Fi in the ringing chamber is ⁅ssid⁆, passphrase ⁅S:wifi_words⁆ (spaces included).""",
]

# ===========================================================================
# BENIGN KINDS
# ===========================================================================
T["checksum"] = [
"""@code <script src="https://cdn.jsdelivr.net/npm/⁅cdn_lib⁆" integrity="⁅sri⁆" crossorigin="anonymous"></script>""",
"""@code $ ⁅?sha256sum|shasum -a 256⁆ ⁅file_dl#1⁆
⁅sha256⁆  ⁅file_dl#1⁆""",
"""Downloaded ⁅?the firmware for the parlour controller|the new till image|the plate reader update|the railway layout controller update⁆; the SHA-256 on the maker's site is ⁅sha256⁆ and ⁅?mine matched|it matched|it checked out⁆.""",
"""@code "node_modules/⁅npm_pkg#1⁆": {
  "version": "⁅semver#1⁆",
  "resolved": "https://registry.npmjs.org/⁅npm_pkg#1⁆/-/⁅npm_pkg#1⁆-⁅semver#1⁆.tgz",
  "integrity": "⁅sri512⁆"
}""",
"""@code ⁅?image|FROM⁆⁅?: | ⁆ghcr.io/⁅gh_org⁆/⁅repo⁆@⁅docker_digest⁆""",
"""@code ⁅py_pkg⁆==⁅semver⁆ \\
    --hash=sha256:⁅sha256⁆""",
"""Scanned ⁅?the 1911 census page|Great-gran's baptism record|the 1939 Register entry|the parish burial page⁆ twice; both files have MD5 ⁅md5⁆, so they're identical and I ⁅?deleted one|kept the first|kept the TIFF⁆.""",
"""@code <link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/⁅cdn_lib⁆" integrity="⁅sri384⁆" crossorigin="anonymous">""",
]

T["postal_code"] = [
"""Shipping the spare press parts to ⁅first_en⁆'s cousin:
Name: ⁅name_en⁆
City: ⁅in_pin#1.0⁆
PIN code: ⁅in_pin#1.1⁆
State: ⁅in_pin#1.2⁆""",
"""Delivery pincode ⁅in_pin#1.1⁆ (⁅in_pin#1.0⁆) is serviceable \u2014 the ⁅?ballet shoes|spare valve|sheet music⁆ should arrive by ⁅weekday⁆.""",
"""⁅?Lifeboat station|Choir|Repair cafe|Bouldering wall⁆ address for the insurance form: ⁅?Harbour Road|Chapel Street|Mill Lane|Station Yard⁆, ⁅city_en⁆ ⁅uk_postcode⁆""",
"""Send the ⁅?programme proofs|Christmas parcel|family tree printout⁆ to Aunt Carol, ZIP ⁅us_zip⁆, before the ⁅n2⁆th.""",
"""Address line 1: ⁅n2⁆ ⁅?MG Road|Station Road|Park Street|Temple Road⁆
City: ⁅in_pin#1.0⁆
PIN: ⁅in_pin#1.1⁆
Phone: on file""",
"""⁅?Singapore cousins' new flat|Choir exchange host family|Uncle Ravi's office⁆: Block ⁅n3⁆, Singapore ⁅sg_postal⁆.""",
"""Grandad's wartime pen pal lived at Lindenstra\u00dfe ⁅n2⁆, ⁅de_plz⁆ ⁅?M\u00fcnchen|Hamburg|K\u00f6ln|Leipzig⁆, according to the envelope.""",
"""⁅?Vancouver|Toronto|Victoria⁆ cousin's postal code for the ⁅?Christmas parcel|birthday card|photo album⁆: ⁅ca_postal⁆""",
]

T["code_config_benign"] = [
"""@code import os
⁅env_key_pw#1⁆ = os.environ["⁅env_key_pw#1⁆"]
conn = psycopg.connect(host="⁅?db.internal|10.0.3.12|localhost⁆", user="⁅dbuser⁆", password=⁅env_key_pw#1⁆)""",
"""@code const ⁅var_js#1⁆ = process.env.⁅env_key_tok#1⁆;
if (!⁅var_js#1⁆) throw new Error("⁅env_key_tok#1⁆ is not set");""",
"""@code variable "⁅tfvar#1⁆" {
  type      = string
  sensitive = true
}

password = var.⁅tfvar#1⁆""",
"""@code auth:
  existingSecret: ⁅k8s_secret⁆
  secretKeys:
    adminPasswordKey: ⁅?postgres-password|password|db-pass⁆""",
"""@code password: <%= ENV.fetch("⁅env_key_pw⁆") %>""",
"""@code $cred = Get-Credential -UserName '⁅?lab|practice|shop|farm⁆\\⁅?backup|admin|svc_sync⁆' -Message '⁅?NAS backup account|Till sync|Herd server|Scanner share⁆'""",
"""@code read -rsp "⁅?Password|DB password|NAS password⁆: " PW && export ⁅?PGPASSWORD|MYSQL_PWD|RESTIC_PASSWORD⁆="$PW\"""",
"""@code [Service]
LoadCredential=⁅cred_name#1⁆:/etc/⁅svc_name#2⁆/⁅cred_name#1⁆
ExecStart=/usr/bin/⁅svc_name#2⁆ --password-file=${CREDENTIALS_DIRECTORY}/⁅cred_name#1⁆""",
]

T["secret_reference"] = [
"""⁅?Practice PC login|Reception PC password|Xero login|Bank login|Till admin⁆ \u2192 ⁅pm_name⁆ \u203a ⁅vault_name⁆ \u203a "⁅item_name⁆". ⁅?Not written anywhere else.|Ask ⁅first_en⁆ if you need access.|Don't copy it out.⁆""",
"""⁅?Choir bank login|Treasurer's card PIN|Safe combination|Alarm code⁆: memorised by ⁅?the treasurer|the coxswain|⁅first_en⁆|the practice manager⁆, not written anywhere.""",
"""Key safe codes for the flats are in the ⁅pm_name⁆ ⁅?org|vault⁆ under ⁅?Lettings / Key safes|Properties / Access|Keys⁆ \u2014 ask ⁅first_en⁆ for access.""",
"""⁅?Boathouse alarm code|Crew room code|Station safe combination⁆: on the laminated card in the ⁅?coxswain's locker|station safe|duty bag⁆.""",
"""Seed phrase: steel plate in the safe deposit box at ⁅bank_en⁆, ⁅city_en⁆ branch. ⁅?Executor has the key.|Key is with the solicitor.|Two keys, one each.⁆""",
"""⁅?Wi-Fi password|Router admin password|Guest Wi-Fi key⁆ is on the sticker on the ⁅?back|bottom⁆ of the router in the ⁅?office|kitchen|hall cupboard⁆.""",
"""⁅?Herd app|Milk buyer portal|Vet portal|Feed supplier⁆ password: KeePassXC \u2192 ⁅?Farm|Home|Work⁆.kdbx \u2192 ⁅?Suppliers|Accounts|Online⁆ \u2192 ⁅item_name⁆.""",
"""Lab freezer alarm PIN \u2014 see SOP-⁅n2⁆, page ⁅n1⁆ (paper copy in the ⁅?cold room|lab office|red folder⁆).""",
]

T["placeholder"] = [
"""@code # .env.example \u2014 copy to .env and fill in
⁅?STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx|OPENAI_API_KEY=sk-...|SENDGRID_API_KEY=SG.xxxxxxxx|GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXX⁆
⁅?DB_PASSWORD=<your-password-here>|SMTP_PASS=CHANGE_ME|ADMIN_PASSWORD=<set-me>⁆
PORT=⁅port⁆""",
"""Use the Stripe test card ⁅?4242 4242 4242 4242|4000 0566 5566 5556|5555 5555 5555 4444|3782 822463 10005⁆ with any future expiry and any CVC to try the ⁅?choir ticket|farm shop|ballet show⁆ checkout.""",
"""@code -----BEGIN ⁅pem_label#1⁆-----
⁅?(paste your key here)|<your key goes here>|# replace with the contents of your key file|...⁆
-----END ⁅pem_label#1⁆-----""",
"""The AWS docs use AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in every ⁅?example|tutorial|snippet⁆ \u2014 ⁅?that's the placeholder, not ours.|nothing to rotate.|don't panic, ⁅first_en⁆.⁆""",
"""@code # ⁅?example|template|fill these in|see README⁆
⁅?DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DBNAME|DATABASE_URL=mysql://user:password@localhost:3306/app|MONGO_URI=mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/|REDIS_URL=redis://:<password>@<host>:6379/0⁆""",
"""⁅?The wallet test suite|The hardware wallet's demo mode|Every BIP39 tutorial⁆ uses the test vector "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about" (all-zero entropy). ⁅?Never fund it.|Anything sent there is swept in seconds.|It is public.⁆""",
"""@code headers = {"Authorization": "Bearer ⁅?YOUR_API_KEY_HERE|<token>|${API_TOKEN}|xxxx⁆", "Accept": "application/json"}""",
"""The jwt.io example token eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c is what the tutorial pastes in step ⁅n1⁆.""",
]

T["credential_talk"] = [
"""Locked out of the ⁅?vets' booking system|herd app|lettings portal|lab's ordering site⁆ again \u2014 it wants ⁅?12|14|16⁆ characters, a symbol, and no reuse of the last ⁅?5|10|24⁆.""",
"""Reminder to ⁅?crew|members|volunteers⁆: the ⁅?boathouse|club room|stock room⁆ door code changes on the 1st of every month. Never text it, never post it.""",
"""Scam warning from ⁅bank_en⁆: they will never ask for your PIN or a one-time code, ⁅?on the phone or by text|not even in branch|whatever the caller says⁆.""",
"""Three wrong PIN attempts and the card's blocked \u2014 ⁅?Mum|Dad|Grandad|⁅first_en⁆⁆ managed that at the ⁅shop_en⁆ ⁅?this morning|on Saturday|yesterday⁆.""",
"""Must set up two-factor on the ⁅?choir's Mailchimp|repair cafe's Facebook page|lab's Xero|farm's bank account⁆ before the ⁅?AGM|audit|next show⁆, and print the backup codes for the ⁅?secretary|treasurer|chair⁆.""",
"""The seed phrase card that came with the hardware wallet is blank; you write the ⁅?12|24⁆ words yourself and ⁅?never photograph them|never type them into a computer|keep them offline⁆.""",
"""PIN rules for the new ⁅?till|card machine|alarm panel⁆: ⁅?4 to 6|exactly 6|at least 5⁆ digits, no 1234, no 0000, no birthdays.""",
"""Forgot the Wi-Fi password at the ⁅?cider barn|choir loft|climbing wall|repair cafe⁆ again; had to ask ⁅first_en⁆ to type it in for me.""",
]

T["bip39_prose"] = [
"""Home-school spelling test, week ⁅n1⁆: ⁅bip_bad12⁆""",
"""Crossword answers, across: ⁅bip_bad12_comma⁆""",
"""Props for the ballet show: ⁅bip_few⁆""",
"""Pub quiz, round ⁅n1⁆ answers:
⁅bip_bad12_num⁆""",
"""Word-of-the-day cards for Toby:
⁅bip_bad12_lines⁆""",
"""Found a wooden box of toys in the loft: ⁅bip_few_sp⁆ \u2014 ⁅?all going to the charity shop|keeping the robot|Toby wants the kite⁆.""",
"""Choir warm-up, tongue-twister words: ⁅bip_bad13⁆""",
"""Band names we shortlisted at the repair cafe: ⁅bip_bad11⁆""",
]

T["redacted_text"] = [
"""Memory: ⁅?Mum's card PIN|the choir card PIN|Dad's SIM PIN⁆ is [REDACTED:pin], kept in the ⁅?tin in the bureau|red folder|desk drawer⁆.""",
"""redactions:
  - security_answer
  - ⁅?pin|otp|password|door_code⁆
source: voice memo ⁅date⁆""",
"""Contact: ⁅first_en⁆ (⁅user_en⁆@[\u2026]) asked about the viewing on ⁅weekday⁆.""",
"""Evidence: "the ⁅?back gate|key safe|crew room⁆ code is [REDACTED:door_code]" (chat, ⁅date⁆)""",
"""replaced_with: [REDACTED:⁅redact_kind#1⁆]
kind: ⁅redact_kind#1⁆
chars: ⁅n1⁆""",
"""- fact: ⁅?crew|shop|choir|lab⁆ Wi-Fi password changed on ⁅date⁆
  redactions: [wifi_password]""",
"""candidate: {subject: ⁅first_en⁆, relation: email, object: "⁅user_en⁆@[redacted]"}""",
"""Call summary: the agent asked for the memorable word ([REDACTED:security_answer]) and the last four digits of the card (⁅last4⁆).""",
]

T["order_number"] = [
"""Amazon order ⁅order_amazon⁆ \u2014 ⁅?replacement pump for the parlour wash|new chalk bags|a label printer⁆, arriving ⁅weekday⁆.""",
"""eBay order ⁅order_ebay⁆: ⁅loco⁆ for the club layout, ⁅gbp⁆ incl. postage.""",
"""Etsy order ⁅order_etsy⁆ (⁅?ballet-shoe ribbons|choir badges|cider labels⁆) dispatched.""",
"""⁅?Ferry|Rail|Coach⁆ booking reference ⁅booking_ref⁆ for the ⁅?crew exchange visit|choir tour|ballet exam trip⁆, ⁅date⁆.""",
"""Purchase order ⁅order_po⁆ raised for ⁅n2⁆ L of teat dip; please quote it on the invoice.""",
"""Shopify order ⁅order_shop⁆ \u2014 ⁅n1⁆ cases of ⁅?dry|medium|sweet⁆ cider, collection from the farm shop.""",
]

T["tracking_number"] = [
"""Royal Mail tracking: ⁅track_rm⁆ (⁅?the sheet music for the concert|the replacement charger|Dad's death certificate copies⁆).""",
"""UPS ⁅track_ups⁆ \u2014 ⁅?replacement harness for the rescue stretcher|plate reader lamp|climbing holds⁆, out for delivery.""",
"""USPS tracking for the parcel from Aunt Carol: ⁅track_usps⁆""",
"""DHL waybill ⁅track_dhl⁆ \u2014 the ⁅?plate reader|centrifuge rotor|spare pump⁆ is stuck in customs again.""",
"""Evri parcel ⁅track_evri⁆ ⁅?left in the porch|delivered to a neighbour|at the parcel shop⁆.""",
"""DPD ⁅track_dpd⁆: ⁅?climbing holds|cider bottles|tutus⁆, ⁅n1⁆ boxes, delivery ⁅weekday⁆ ⁅time⁆\u2013⁅time⁆.""",
]

T["invoice_number"] = [
"""Invoice ⁅invoice⁆ from the ⁅?farrier|vet|hall|piano tuner⁆ \u2014 ⁅gbp⁆, due in 30 days.""",
"""VAT number on the ⁅?cider supplier's|locksmith's|printer's⁆ invoice: ⁅vat_no⁆""",
"""Receipt no. ⁅receipt_no⁆ \u2014 ⁅?hall hire deposit|costume hire|room booking⁆, paid in cash.""",
"""Please quote invoice ⁅invoice_short⁆ when you pay the ⁅gbp⁆ for the ⁅?choir folders|quiz trophies|ballet costumes⁆.""",
"""Locksmith invoice ⁅invoice⁆: call-out ⁅gbp⁆, new euro cylinder ⁅gbp⁆.""",
"""Credit note ⁅invoice_short⁆ against the lab's reagent invoice (⁅?wrong buffer sent|damaged in transit|duplicate charge⁆).""",
]

T["isbn"] = [
"""Reading list for the home-school term: "⁅sa_book⁆", ISBN ⁅isbn13⁆.""",
"""Charity shop stock sheet: ISBN-10 ⁅isbn10⁆, paperback, ⁅?good|fair|as new⁆ condition, ⁅gbp⁆.""",
"""Genealogy society journal, ISSN ⁅issn⁆, ⁅?spring|autumn|winter⁆ issue has the article on parish registers.""",
"""Cite: doi:⁅doi⁆ (the methods paper the lab ⁅?copied the protocol from|cites for the buffer|argued about⁆).""",
"""Barcode on the back of the choir's ⁅?Messiah|Requiem|carol⁆ score: ⁅isbn13_plain⁆""",
"""Library reservation: ISBN ⁅isbn13⁆, ready to collect at ⁅city_en⁆ library.""",
]

T["phone_number"] = [
"""Out-of-hours vet line: ⁅phone_uk⁆ (diverts to the duty vet's mobile).""",
"""Aunt Carol's new number in ⁅?Seattle|Chicago|Portland⁆: ⁅phone_us⁆""",
"""@code BEGIN:VCARD
VERSION:3.0
FN:⁅name_en⁆
TEL;TYPE=CELL:⁅phone_uk⁆
END:VCARD""",
"""Melbourne cousin's mobile: ⁅phone_au⁆ (they're ⁅?10|11⁆ hours ahead).""",
"""Coxswain: ⁅phone_uk⁆ \u00b7 Deputy: ⁅phone_uk⁆""",
"""German pen-pal's grandson: ⁅phone_de⁆""",
]

T["date_time"] = [
"""Ballet exam: ⁅weekday⁆ ⁅date⁆, ⁅time⁆, studio ⁅n1⁆. Hair in a bun, pink tights, arrive 30 minutes early.""",
"""⁅cow_name⁆ calved ⁅date_iso⁆ at ⁅time⁆, ⁅?heifer|bull calf⁆, ⁅n2⁆ kg.""",
"""Farm shop hours: Tue\u2013Sat ⁅?09:00|09:30|10:00⁆\u201317:30, Sun 10:00\u201316:00.""",
"""@code ⁅date_iso⁆T⁅time_s⁆Z INFO backup finished in ⁅n2⁆s""",
"""Quiz league fixtures: ⁅date⁆ at The Anchor, ⁅date⁆ at The Crown, both ⁅?8pm|7.30pm⁆ start.""",
"""Grandad born ⁅date⁆ 19⁅n2⁆, baptised ⁅date⁆, married ⁅date⁆ 19⁅n2⁆.""",
]

T["version_string"] = [
"""Till app updated to ⁅version⁆ overnight; the receipt logo is back.""",
"""Parlour controller firmware ⁅fw⁆ (do not downgrade, the maker says).""",
"""@code ⁅py_pkg⁆==⁅semver⁆
⁅py_pkg⁆>=⁅semver⁆""",
"""Crew iPad is on iOS 18.⁅n1⁆ (build ⁅ios_build⁆).""",
"""@code $ node --version
⁅node_ver⁆""",
"""Plate reader software v⁅semver⁆ build ⁅n4⁆ \u2014 the export bug was fixed in this one.""",
]

T["masked_value"] = [
"""Card ending ⁅last4⁆ was charged ⁅gbp⁆ by the ⁅?hall|vet|farrier⁆.""",
"""Statement line: ⁅masked_card⁆ \u2014 SUMUP *CIDERBARN ⁅gbp⁆""",
"""We sent a code to ⁅masked_phone⁆.""",
"""Key shown in the dashboard: ⁅masked_key⁆ (the full key is only shown once).""",
"""PIN: ⁅dots⁆ (⁅?hidden in the app, obviously|the app never shows it|masked on the statement⁆)""",
"""Recovery email on file: ⁅masked_email⁆""",
]

T["public_material"] = [
"""⁅?Please add my public key to the lab box:
⁅ssh_pub⁆|Here's the lab box's TLS certificate (public, fine to share):
⁅cert_pem⁆|Ed25519 public key for the signing script:
⁅pub_pem⁆⁆""",
"""Choir donations, bitcoin: ⁅btc_addr⁆""",
"""Send the repair cafe's ETH refund to ⁅eth_addr⁆""",
"""Watch-only wallet for the treasurer (xpub, no spending): ⁅xpub⁆""",
"""My PGP fingerprint for the genealogy archive: ⁅pgp_fpr⁆""",
"""age recipient for the backup script: ⁅age_pub⁆""",
]

T["identifier"] = [
"""Microchip number for ⁅sa_pet⁆ (vet record): ⁅microchip⁆""",
"""Old crew phone IMEI ⁅imei⁆ \u2014 reported lost on the hill.""",
"""Plate reader MAC: ⁅mac⁆, serial ⁅serial⁆""",
"""Van VIN ⁅vin⁆, reg ⁅plate_uk⁆""",
"""Ear tag ⁅ear_tag⁆ \u2014 heifer moved to the top field.""",
"""@code ⁅?request_id=⁅uuid⁆ trace=⁅trace_id⁆ status=502|commit ⁅git_sha⁆ (HEAD -> main, origin/main)|deployed ⁅git_short⁆ to production at ⁅time⁆ by ⁅user_en⁆⁆""",
]

T["numeric_prose"] = [
"""Milk yield today: ⁅n4⁆ litres from ⁅n3⁆ cows, average ⁅n2⁆.⁅n1⁆ L.""",
"""New problem on the cave wall graded ⁅route_grade⁆, ⁅n2⁆ moves, set by ⁅first_en⁆.""",
"""Tide tables: high water ⁅time⁆ (⁅n1⁆.⁅n1⁆ m), low ⁅time⁆ (0.⁅n1⁆ m).""",
"""Sopranos, start at bar ⁅n3⁆; altos come in at ⁅n3⁆.""",
"""Search area covered: ⁅n2⁆.⁅n1⁆ km, ⁅n3⁆ m of ascent, ⁅n1⁆ team members.""",
"""Quiz score: The Anchor ⁅n2⁆, The Crown ⁅n2⁆, tie-break on question ⁅n2⁆.""",
]

T["url_plain"] = [
"""Choir concert tickets: https://www.eventbrite.co.uk/e/spring-concert-tickets-⁅n4⁆⁅n4⁆?aff=ebdssbdestsearch&utm_source=newsletter""",
"""@code $ ssh -p 2222 ⁅user_en⁆@⁅host⁆""",
"""@code git remote add origin git@github.com:⁅gh_org⁆/⁅repo⁆.git""",
"""Map of the search area: https://www.openstreetmap.org/#map=14/54.⁅n4⁆/-3.⁅n4⁆""",
"""Sign-in link the app opens: https://login.⁅host⁆/oauth/authorize?client_id=herd-app&response_type=code&state=⁅n4⁆&redirect_uri=https%3A%2F%2Fapp.example%2Fcb""",
"""Recipe I keep losing: https://www.bbc.co.uk/food/recipes/cider_cake_⁅n4⁆?page=⁅n1⁆""",
]

T["env_benign"] = [
"""@code NODE_ENV=production
PORT=⁅port⁆
LOG_LEVEL=⁅?info|warn|debug⁆
PUBLIC_URL=https://⁅?tickets.choirloft.net|rota.mrt-callout.org|shop.ciderbarn.co.uk⁆""",
"""@code DB_HOST=⁅?db.internal|⁅ip10⁆|localhost⁆
DB_PORT=⁅?5432|3306⁆
DB_NAME=⁅dbname⁆
DB_USER=⁅dbuser⁆
TZ=Europe/London""",
"""@code export AWS_REGION=⁅?eu-west-2|eu-west-1|us-east-1⁆
export S3_BUCKET=⁅?herd-exports|choir-recordings|lab-data-bioc⁆
export FEATURE_NEW_ROTA=⁅?true|false⁆""",
"""@code ENV SENTRY_ENVIRONMENT=⁅?staging|production⁆ \\
    PYTHONUNBUFFERED=1 \\
    WORKERS=⁅n1⁆""",
"""@code $env:HERD_API_BASE = "https://⁅host⁆/api/v⁅n1⁆\"""",
"""@code MAX_UPLOAD_MB=⁅n2⁆
ALLOWED_HOSTS=⁅?lettings.example|choirloft.net|ciderbarn.co.uk⁆,localhost
DEBUG=false""",
]
