# English templates. Within each kind the 1st, 3rd, 5th ... template go to dev, the 2nd, 4th ... to test.
# Settings: a livery yard, a narrowboat, a dental practice, a record shop, a touring theatre company, a surf
# school, a hostel front desk, a tree-surgery firm, a youth football league, a wine bar, ski chalets, a podcast
# studio, a removals firm.
T = {}

T["password_nl"] = [
    "[⟨stamp⟩] ⟨fullname#1⟩: did you get into the ⟨?booking|stock|rota⟩ laptop?\n[⟨stamp⟩] ⟨fullname#2⟩: no, it wants a password\n[⟨stamp⟩] ⟨fullname#1⟩: ⟨S⟩\n[⟨stamp⟩] ⟨fullname#2⟩: ⟨?in, thanks|got it 👍|cheers, that worked⟩",
    "note to self the password for the ⟨?chalet|Pinecrest⟩ channel manager is ⟨S:pw_spelled⟩ and the username is just the office email",
    "> On ⟨day⟩, ⟨name#1⟩ wrote:\n> Can you send me the login for the podcast hosting? I'm locked out.\n\nHi ⟨name#1⟩, it's the studio email and ⟨S⟩ (case sensitive). Please don't forward this one.",
    "@ocr Post-it stuck on the till monitor (photo)\nSTOMPBOX TILL\n⟨?pw|password|PASS⟩: ⟨S⟩\ndo NOT change!!",
    "Speaker 2  0:41\nYeah so the laptop in the stage-door office, the password's ⟨S:pw_nato⟩, ⟨?I think|if nobody's changed it⟩.\n\nSpeaker 1  0:55\nGot it, thanks.",
    "Changeover ⟨date⟩\n☑ towels and bedding\n☐ boiler pressure\n☐ reset the guest tablet ⟨?(pw now ⟨S⟩)|— new password ⟨S⟩⟩\n☐ log order",
    "⟨name⟩  ⟨time⟩\nheads up, I changed the shared Canva password to ⟨S⟩ because the old one ended up in the group chat\n⟨?2 replies|👀 1|✅ 3⟩",
    "Finally encrypted the external drive with the patient x-rays. ⟨?The passphrase is|Passphrase:⟩ \"⟨S:pw_spaced⟩\" — Dr ⟨surname⟩ wanted something she could actually remember.",
    "---------- Forwarded message ---------\nFrom: ⟨name⟩\n\n\"Mum's iPad password is ⟨S⟩, she's locked herself out again. Can you ring her after ⟨time⟩?\"",
    "Card: Replace yard CCTV recorder\nChecklist 1/3\n⟨name⟩ commented: old NVR admin ⟨?password|pw⟩ was ⟨S⟩ — make sure the new box isn't the same",
]

T["pin"] = [
    "⟨?Mum's|Gran's|Dad's⟩ bank card PIN is ⟨S⟩ if you need to get cash out for the taxi",
    "[Voice memo · 0:12] ok remember the new SIM PIN it's ⟨S:pin_en⟩ ⟨?yeah that's it|right, done|erm, yes⟩",
    "Hi ⟨name⟩,\n\nThe league's prepaid card arrives Thursday. The PIN I set over the phone is ⟨S:pin4⟩ — change it at any cash machine if you like.\n\n⟨name⟩",
    "@ocr [scanned letter]\nYour Personal Identification Number\nKeep this letter safe. Do not write your PIN down.\n\n       ⟨S:pin_spaced⟩\n\n⟨bank⟩",
    "+---------------+--------+\n| device        | pin    |\n+---------------+--------+\n| shop iPad     | ⟨S⟩ |\n| card reader   | ask Kit|\n+---------------+--------+",
    "⟨name⟩, [⟨date⟩ ⟨hhmm⟩]\nwhat's the PIN for the card machine at the bar\n\n⟨name⟩, [⟨date⟩ ⟨hhmm⟩]\n⟨S⟩ then press the green button twice",
    "For the house-sitter:\n1. Alarm panel is by the back door (ask me for that one)\n2. Phone for the dog-walker app, unlock PIN ⟨S⟩\n3. Bins out on ⟨day⟩",
    "the Switch parental-control PIN is ⟨S:pin4⟩ ⟨?— don't tell ⟨name⟩ obviously|, he's not getting it|lol⟩",
    "Dad read his PIN out loud in the queue at Tesco. \"⟨S:pin_pairs⟩,\" he announced, to the whole shop. I'm ordering him a new card.",
    "things I keep forgetting\n- boot size 9.5\n- NI number is in the drawer\n- work phone PIN: ⟨S⟩\n- Gran's birthday 14 Mar",
]

T["door_code"] = [
    "Tack room padlock is now ⟨S:padlock⟩ after the break-in, please don't write it on the door this time",
    "Arrival instructions\nThe key box is to the left of the garage. Code: ⟨S⟩. Please scramble the dials once you have the key.",
    "hi it's me um the gate code at the yard is ⟨S:door_en⟩ ⟨?uh and the lights are on a timer|and shut it behind you cos of the ponies⟩",
    "Stage door keypad at ⟨venue⟩: ⟨S:door_keypad⟩. Get-in from 9, crew parking round the back.",
    "Directions to the board store:\n1. Park on the seafront\n2. Blue door between the café and the lifeguard hut\n3. Keypad ⟨S:door_keypad⟩\n4. Light switch on the left",
    "If the alarm goes when you open up: unset with ⟨S⟩ and press OFF. Monitoring company number is on the panel.",
    "@ocr [photo of whiteboard, staff room]\nROTA wk ⟨num2⟩\nSat: ⟨name⟩ / ⟨name⟩\nSun: closed\nbike shed lock ⟨S:padlock⟩\nTIDY THE MOP BUCKET",
    "Hi ⟨name⟩! Welcome aboard. The lockbox on the mooring post opens with ⟨S⟩ and the windlass is in the cratch.",
    "Kit cupboard code has been reset. New one is ⟨S⟩. Coaches only please, the U9s keep raiding the cones.",
    "| door | code |\n|---|---|\n| Front (staff) | ⟨S:door_keypad⟩ |\n| Bin store | ask the caretaker |\n| Roof | no access |",
]

T["otp"] = [
    "Fwd SMS from ⟨?BARCLAYS|Monzo|HMRC|DVLA⟩:\n\"⟨S:otp6⟩ is your verification code. Don't share it with anyone, even if they say they're from us.\"",
    "@ocr Messages · now\n⟨app⟩: Your code is ⟨S⟩. It expires in ⟨mins⟩ minutes.\nMail · 2m ago\nYour weekly summary is ready",
    "Someone rang pretending to be from the bank and wanted the code they'd just sent me — ⟨S:otp6⟩. I didn't give it to them. Reporting it now.",
    "ok reading it out now the code is ⟨S:otp_en⟩ did that work",
    "Subject: Your ⟨app⟩ sign-in code\n\nEnter ⟨S:otp8⟩ to finish signing in. If this wasn't you, you can ignore this email.",
    "⟨name⟩ ⟨hhmm⟩\ncan you read me the code that just went to the shared phone?\n⟨name⟩ ⟨hhmm⟩\n⟨S:otp_dash⟩\n⟨name⟩ ⟨hhmm⟩\nin, ta",
    "⟨S:otp_g⟩ is your Google verification code. ⟨?(this came to the yard phone, who's logging in?)|— ⟨name⟩ is that you?⟩",
    "Your WhatsApp code: ⟨S:otp_dash⟩\nDon't share this code with others",
    "Northstar driver at the door says he needs the delivery code from the text: ⟨S:otp4⟩. Can someone at the house read it to him?",
    "ugh the code ⟨S⟩ expired before I typed it in, sending another one",
]

T["security_answer"] = [
    "Security question: Name of your first pet?\nAnswer: ⟨S:ans_pet⟩",
    "memorable place → ⟨S:ans_town⟩ (NOT where I was born, the other one)",
    "Call with ⟨bank⟩ ⟨date⟩: they asked mother's maiden name, gave ⟨S:ans_maiden⟩, then two characters of the memorable info.",
    "what did you put for 'first car' on the pension portal?\n> ⟨S:ans_car⟩, same as everything else",
    "| question | what I put |\n|---|---|\n| Street you grew up on | ⟨S:ans_street⟩ |\n| Favourite teacher | (left blank) |",
    "ok for the energy account the security thing is favourite book and I put ⟨S:ans_book⟩",
    "---\ntags: [admin, accounts]\n---\n## Council tax online\nsecret question = primary school\n⟨S:ans_school⟩",
    "Mum's details for the pension phone line: maiden name ⟨S:ans_maiden⟩ — they sometimes ask for date of marriage too, she doesn't know it.",
    "The memorable word for the ISA is ⟨S:ans_word⟩ — they ask for two letters, like the 2nd and 5th.",
    "Q. Who was your favourite teacher?\n   ⟨S:ans_teacher⟩",
]

T["login_pair"] = [
    "name,url,username,password\nyard-portal,https://portal.⟨domain⟩/login,⟨user⟩,⟨S⟩",
    "Podcast host login\nU: ⟨email⟩\nP: ⟨S⟩",
    "Welcome to ⟨app⟩!\nYour account has been created.\nUsername: ⟨user⟩\nTemporary password: ⟨S⟩\nYou'll be asked to change it the first time you sign in.",
    "for the ticketing system it's ⟨user⟩ / ⟨S⟩ ⟨?(front desk account)|— shared, don't change it⟩",
    "System\tUser\tPassword\tNotes\nEPOS\tmanager\t⟨S⟩\tshared\nRota app\t(own login)\t-\t",
    "the login for the feed supplier is my email and then the password is ⟨S:pw_spelled⟩",
]

T["bank_login"] = [
    "Online banking for the club account: customer number ⟨member⟩, passcode ⟨S:bank_passcode⟩. The card reader is in the treasurer's box.",
    "Telephone banking security number is ⟨S:bank_passcode⟩ — they ask for digits ⟨?2, 4 and 5|1, 3 and 6⟩ usually.",
    "@ocr ⟨bank⟩ Business Internet Banking\nUser ID: ⟨member⟩\nTemporary password: ⟨S⟩\nYou must change this at first log on.",
    "Treasurer handover\n- Bank: ⟨bank⟩, sort code ⟨sortcode⟩\n- login ID ⟨member⟩\n- password ⟨S⟩ (change it when you take over)",
    "> What's the log-in for the joint account again?\n\nCustomer ID is ⟨member⟩ and the password is ⟨S⟩. The card reader is in the desk drawer.",
    "Dad's online banking password: ⟨S:pw_spelled⟩ — he said it over the phone so I'm writing it down here",
]

T["card_number"] = [
    "Can you book the van hire on the company card? ⟨S⟩ exp ⟨expiry⟩ CVV ⟨cvv⟩, name on card ⟨fullname⟩",
    "@ocr [photo: card front]\n⟨bank⟩\n⟨S⟩\nVALID THRU ⟨expiry⟩\nMR ⟨?T|J|R⟩ ⟨surname⟩",
    "Please take the deposit from this card:\nCard number: ⟨S⟩\nExpiry: ⟨expiry⟩\nSecurity code: ⟨cvv⟩\nBilling postcode: ⟨uk_post⟩",
    "card number is ⟨S:card_plain⟩ expiry ⟨expiry⟩ and the three digits on the back are ⟨cvv⟩",
    "| field | value |\n|---|---|\n| card | ⟨S⟩ |\n| exp | ⟨expiry⟩ |\n| cvc | ⟨cvv⟩ |",
    "paying the chalet cleaner, use mine: ⟨S:card_visa⟩ ⟨expiry⟩ ⟨cvv⟩",
]

T["wifi_password"] = [
    "@ocr QUILL & RYE\nFree WiFi\nNetwork: ⟨ssid⟩\nPassword: ⟨S⟩\nAsk us about our natural wines!",
    "Wi-Fi: ⟨ssid⟩ / ⟨S⟩ (router is under the stairs if it drops)",
    "@code WIFI:T:WPA;S:⟨ssid⟩;P:⟨S⟩;;",
    "guest asked for the wifi again, it's ⟨S⟩ on ⟨ssid⟩ — can we print it on the key cards?",
    "the wifi is ⟨ssid⟩ and the password is ⟨S:wifi_spaced⟩ all lowercase with the spaces",
    "@ocr Router label (photo)\nSSID: ⟨ssid⟩\nWireless key: ⟨S:wifi_sticker⟩\nAdmin: http://192.168.1.1",
]

T["recovery_codes"] = [
    "GitHub recovery codes for the theatre org account, keep them somewhere safe:\n⟨S:rc_github⟩",
    "Backup codes (Google, ⟨email⟩), printed ⟨date⟩\n⟨S:rc_google⟩",
    "Microsoft account recovery code: ⟨S:rc_ms⟩ — copy it onto the card in the safe",
    "Apple recovery key for Mum's iPhone: ⟨S:rc_apple⟩",
    "used one of the Discord backup codes to get back in (⟨S:rc_single⟩), ⟨num2⟩ left",
    "Emergency Kit\nSign-in address: my.1password.eu\nEmail: ⟨email⟩\nSecret Key: ⟨S:rc_1pw⟩",
]

T["totp_secret"] = [
    "2FA setup key for the shared Xero, add it to everyone's authenticator: ⟨S:totp_grouped⟩",
    "the QR on the old laptop decodes to:\n⟨S:otpauth⟩",
    "Can't scan the QR code? Enter this key manually:\n⟨S⟩\nTime based: yes",
    "@code import pyotp\ntotp = pyotp.TOTP(\"⟨S⟩\")\nprint(totp.now())",
    "title,username,password,otpauth\nshop admin,⟨email⟩,********,⟨S:otpauth⟩",
    "setup key, reading it out for you: ⟨S:totp_grouped⟩",
]

T["mnemonic_bip39_en"] = [
    "wallet backup, DO NOT LOSE\n⟨S:mn_numbered⟩",
    "Dad's ledger words, copied from the card in the biscuit tin:\n⟨S:mn_rows⟩",
    "Shopping: oat milk, batteries, fence paint\n\nseed for the hardware wallet: ⟨S:mn_line⟩\n\nRing vet about Biscuit's jab",
    "⟨S:mn_table⟩\n(written on the back of the chalet inventory sheet)",
    "@code {\"wallet\": \"cold-1\", \"mnemonic\": ⟨S:mn_json⟩, \"created\": \"⟨date⟩\"}",
    "[voice memo] okay the words are ⟨S:mn12⟩ that's all of them",
]

T["mnemonic_zh"] = [
    "Seed phrase for the exchange wallet (Mei set it up with the Chinese word list):\n⟨S:mnz_space⟩",
    "backup words, Chinese list, numbered:\n⟨S:mnz_numbered⟩",
    "From the photo of Grandpa's notebook:\n⟨S:mnz_grid⟩\n(the wallet app wanted Simplified Chinese)",
    "recovery phrase: ⟨S:mnz_tight⟩",
    "@code mnemonic_lang = \"chinese_simplified\"\nmnemonic = \"⟨S:mnz_space⟩\"",
    "seed, one character per line as the app showed it:\n⟨S:mnz_lines⟩",
]

T["api_key"] = [
    "@code curl https://api.openai.com/v1/models -H \"Authorization: Bearer ⟨S:key_openai⟩\"",
    "new key for the booking bot: ⟨S⟩ — don't commit it this time",
    "**Bug:** deploy fails on push\n\nLogs:\n```\nerror: 401 Bad credentials (token ⟨S:key_ghp⟩)\n```",
    "@code [default]\naws_access_key_id = ⟨aws_id⟩\naws_secret_access_key = ⟨S:key_aws_secret⟩",
    "Hi, here is the Stripe live key for the shop checkout as requested: ⟨S:key_stripe⟩ — please put it in the server config, not in email.",
    "BotFather: Done! Use this token to access the HTTP API:\n⟨S:key_telegram⟩\nKeep your token secure and store it safely.",
]

T["jwt"] = [
    "@code Authorization: Bearer ⟨S⟩",
    "copied from localStorage while debugging the booking widget: access_token = ⟨S⟩",
    "@code curl -H 'Cookie: session=⟨S⟩' https://⟨domain⟩/api/me",
    "@code ⟨date⟩ ⟨hhmm⟩ WARN auth: refresh failed for token=⟨S⟩ (exp in past)",
    "Customer pasted this when reporting the bug: ⟨S⟩ — can someone check why it's rejected?",
    "Supabase service role key for the studio app: ⟨S⟩",
]

T["private_key"] = [
    "here's the deploy key for the website box, paste it into ~/.ssh/id_ed25519:\n\n⟨S:pk_openssh⟩",
    "cert for the booking site, this is the private half:\n⟨S:pk_rsa8⟩",
    "@code [Interface]\nPrivateKey = ⟨S:pk_wg⟩\nAddress = 10.8.0.2/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = ⟨wg_pub⟩\nEndpoint = vpn.⟨domain⟩:51820",
    "age identity for the backups: ⟨S:pk_age⟩",
    "> Can you resend the signing key?\n\nHere it is inline:\n⟨S:pk_ec⟩",
    "PLAT-⟨num3⟩ comment by ⟨name⟩:\nFound this in the old repo, rotating today\n⟨?⟨S:pk_rsa⟩|⟨S:pk_ed⟩⟩",
]

T["crypto_wallet_key"] = [
    "paper wallet from 2017, private key (WIF): ⟨S:wif⟩",
    "Exported the MetaMask account key for the merch shop wallet: ⟨S:hexkey⟩",
    "@code const wallet = new ethers.Wallet(\"⟨S:hexkey⟩\");",
    "xprv for the cold storage (the watch-only uses the xpub): ⟨S:xprv⟩",
    "Phantom → Export private key:\n⟨S:sol⟩",
    "@ocr BITCOIN PAPER WALLET\nSPEND (PRIVATE)\n⟨S:wif⟩\nKeep secret!",
]

T["connection_string"] = [
    "staging is pointing at ⟨S:conn_pg⟩ — should be the replica, can someone fix the config?",
    "@code \"ConnectionStrings\": {\n  \"Default\": \"⟨S:conn_mssql⟩\"\n}",
    "@code spring.datasource.url=⟨S:conn_jdbc⟩",
    "storage connection string for the x-ray uploads: ⟨S:conn_azure⟩",
    "mongo is ⟨S:conn_mongo⟩ if you need to check the orders collection",
    "@code $ psql \"⟨S:conn_libpq⟩\"",
]

T["url_credentials"] = [
    "NAS for the show photos: ⟨S:url_basic⟩",
    "CCTV stream, open it in VLC: ⟨S:url_rtsp⟩",
    "@code $ git remote -v\norigin  ⟨S:url_git⟩ (fetch)",
    "Post to the #deliveries channel with this webhook: ⟨?⟨S:url_slack⟩|⟨S:url_discord⟩⟩",
    "Subscribe to the bookings calendar in Outlook with this link (it's private): ⟨S:url_query⟩",
    "Files for the tour are on ⟨S:url_basic⟩ — the login is in the link",
]

T["env_file"] = [
    "@code # .env (production)\nNODE_ENV=production\nPORT=8080\n⟨keyname⟩=⟨S⟩\nLOG_LEVEL=info",
    "@code export ⟨keyname⟩='⟨S⟩'",
    "@code [Service]\nEnvironment=\"⟨keyname⟩=⟨S⟩\"\nExecStart=/usr/bin/node server.js",
    "@code apiVersion: v1\nkind: Secret\nmetadata:\n  name: booking\nstringData:\n  ⟨keyname⟩: \"⟨S⟩\"",
    "@code services:\n  web:\n    image: stompbox/shop:latest\n    environment:\n      - ⟨keyname⟩=⟨S⟩",
    "what's in the .env on the old server? I only need ⟨keyname⟩\n> ⟨S⟩",
]

T["cli_password"] = [
    "@code mysql -u ⟨dbuser⟩ -p'⟨S⟩' -h ⟨host⟩ bookings",
    "@code sshpass -p '⟨S⟩' ssh ⟨user⟩@⟨ip⟩",
    "@code curl -u ⟨user⟩:⟨S⟩ https://⟨domain⟩/api/stock.csv -o stock.csv",
    "@code smbclient //nas/office -U ⟨user⟩%⟨S⟩",
    "from my bash history, the one that worked:\n  $ PGPASSWORD=⟨S⟩ pg_dump -h ⟨host⟩ -U ⟨dbuser⟩ bookings > dump.sql",
    "@code 7z a -p⟨S⟩ -mhe=on payroll_⟨num2⟩.7z payroll/",
]

T["dotfile_credential"] = [
    "@code # ~/.netrc\nmachine ⟨host⟩\n  login ⟨user⟩\n  password ⟨S⟩",
    "@code # ~/.pgpass\n⟨host⟩:5432:bookings:⟨dbuser⟩:⟨S⟩",
    "@code ~/.docker/config.json\n{\n  \"auths\": {\n    \"registry.⟨domain⟩\": {\n      \"auth\": \"⟨S:docker_auth⟩\"\n    }\n  }\n}",
    "@code # ~/.npmrc\n//registry.npmjs.org/:_authToken=⟨S:key_npm⟩",
    "@code define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', '⟨dbuser⟩' );\ndefine( 'DB_PASSWORD', '⟨S⟩' );\ndefine( 'DB_HOST', 'localhost' );",
    "@code # ~/.my.cnf\n[client]\nuser=⟨dbuser⟩\npassword=⟨S⟩\nhost=⟨host⟩",
]

# ---------------------------------------------------------------------------
# Benign
# ---------------------------------------------------------------------------

T["credential_talk"] = [
    "I've forgotten the ⟨app⟩ password again. Third reset this month.",
    "Reminder: the stage door code changes every ⟨?Monday|tour week⟩. Ask the company manager, don't guess, it locks after three tries.",
    "Password rules on the new ⟨?till|booking system|practice software|payroll site⟩ are ridiculous: ⟨?14|12|16⟩ characters, one symbol, can't reuse any of the last ⟨?5|10|3⟩.",
    "Someone texted pretending to be ⟨bank⟩ asking for my PIN. Never give your PIN or a one-time code to anyone, they will never ask.",
    "The lockbox code stopped working after the battery died, locksmith is coming at ⟨time⟩.",
    "Note for ⟨name⟩: the yard Wi-Fi has no password any more, it's the open guest network now.",
    "Why does every site want a security question. I genuinely can't remember what my first pet was called.",
    "The codes from the shared phone keep arriving at 3am — can we move 2FA to an authenticator app?",
]

T["secret_reference"] = [
    "The ⟨bank⟩ login is in ⟨pm⟩ under 'Club account – treasurer'.",
    "Wi-Fi password → ⟨pm⟩ › Shared › Chalet router",
    "⟨?alarm code|safe combination|the yard gate code⟩: memorised, not written anywhere. ⟨?Ask me in person.|Ring me if you need it.|⟨name⟩ knows it too.⟩",
    "The ⟨?GitHub|Google|Microsoft|Xero⟩ recovery codes are printed and in the ⟨?office safe|fire safe|filing cabinet⟩, envelope marked '⟨?GH|2FA|IT⟩'.",
    "door codes are on the laminated sheet in the ⟨?van glovebox|crew folder|site box⟩ — not putting them in ⟨?here|the group chat|an email⟩",
    "API keys live in the Doppler project 'shop-prod', ask ⟨name⟩ for access.",
    "Your ⟨?check-in|key box|door⟩ code will be in the confirmation email ⟨?48|24|72⟩ hours before arrival, ⟨name⟩.",
    "Seed phrase: ⟨?stamped on the steel plate|written on the card from the box|on the Cryptosteel⟩, ⟨?in the safe deposit box at the bank|at Mum's|in the fire safe⟩. Don't ask for it on chat.",
]

T["order_number"] = [
    "Amazon order ⟨order_amazon⟩ — saddle pads, arriving ⟨day⟩",
    "eBay order ⟨order_ebay⟩ (the vinyl job lot) still hasn't been dispatched",
    "Invoice ⟨order_ref⟩ paid, ⟨price⟩",
    "Booking reference ⟨booking_ref⟩ for the ferry, two vans",
    "Your order ⟨order_ref⟩ has been confirmed. Total: ⟨price⟩",
    "| PO | supplier | amount |\n|---|---|---|\n| ⟨order_ref⟩ | Husqvarna | ⟨price⟩ |\n| ⟨order_ref⟩ | Stihl | ⟨price⟩ |",
]

T["tracking_number"] = [
    "Royal Mail tracking: ⟨track_royal⟩",
    "UPS ⟨track_ups⟩ is out for delivery",
    "DHL waybill ⟨track_dhl⟩ — held at customs",
    "Evri parcel ⟨track_evri⟩, they left it behind the bins again",
    "USPS tracking # ⟨track_usps⟩ (the records from Portland)",
    "Fwd SMS: Your parcel ⟨track⟩ will arrive today between ⟨time⟩ and ⟨time⟩.",
]

T["phone_number"] = [
    "Farrier's new number: ⟨phone_uk⟩",
    "Call the out-of-hours dentist on ⟨phone_uk⟩",
    "US office: ⟨phone_us⟩ (ask for ⟨name⟩)",
    "@code BEGIN:VCARD\nVERSION:3.0\nFN:⟨fullname⟩\nTEL;TYPE=cell:⟨phone_uk⟩\nEND:VCARD",
    "Missed call from ⟨phone_uk⟩ at ⟨time⟩",
    "WhatsApp me on ⟨phone_uk⟩ if the van breaks down",
]

T["date_time"] = [
    "Get-in ⟨date⟩, ⟨time⟩; show at 19:30; get-out by 23:15",
    "Appointment: ⟨date⟩ at ⟨time⟩ with Dr ⟨surname⟩",
    "Farrier visit ⟨day⟩ ⟨date⟩, starts ⟨time⟩",
    "@code 2025-03-14T09:41:27Z INFO rota exported (⟨num2⟩ shifts)",
    "Date of birth ⟨num2⟩/0⟨?3|4|7|9⟩/19⟨?87|78|92|65⟩ on the booking form is wrong, ⟨?should be the other way round|it's ⟨name⟩'s, not mine|please fix⟩",
    "Opening hours: Mon–Fri ⟨?10:00|09:00|08:30⟩–⟨?18:00|17:30|19:00⟩, Sat ⟨?09:30|10:00⟩–17:00, Sun ⟨?closed|11:00–16:00⟩",
]

T["price"] = [
    "Lesson price going up to ⟨price⟩ from ⟨date⟩",
    "@ocr QUILL & RYE\n2x Picpoul   ⟨gbp_small⟩\n1x olives    ⟨gbp_small⟩\nTOTAL        ⟨gbp_small⟩\nThank you!",
    "Quote for the oak: ⟨price⟩ + VAT, chipping included",
    "Board hire £⟨num2⟩/hr, wetsuit £8, ⟨?2-hour lesson|private lesson|group session⟩ £⟨num2⟩",
    "Paid ⟨price⟩ deposit, ⟨price⟩ balance due on arrival",
    "Total: ⟨price⟩ (⟨?tax|VAT|shipping⟩ ⟨price⟩)",
]

T["version_string"] = [
    "Till software updated to ⟨version⟩ overnight",
    "@code $ node --version\nv⟨?18|20|22⟩.⟨num2⟩.⟨?0|1|2|3⟩\n$ npm --version\n⟨?9|10⟩.⟨num2⟩.⟨?0|4|5⟩",
    "iOS ⟨?17.4.1|17.5|18.0.1|16.7.8⟩ (⟨build⟩) broke the ⟨?card reader|booking|label printer⟩ app",
    "Router firmware ⟨version⟩, update available",
    "@code requirements.txt\nDjango==⟨?4.2|5.0|5.1⟩.⟨num2⟩\nstripe==⟨?7|8|9⟩.⟨?0|5|12⟩.0\ngunicorn==⟨?21.2.0|22.0.0|23.0.0⟩",
    "Build ⟨build⟩, version ⟨version⟩ is on TestFlight",
]

T["git_log"] = [
    "@code commit ⟨sha40⟩\nAuthor: ⟨fullname⟩ <⟨workmail⟩>\nDate:   Tue Mar 11 14:02:51 2025 +0000\n\n    Fix rota export",
    "@code ⟨sha7⟩ (HEAD -> main) bump stripe\n⟨sha7⟩ fix seat map\n⟨sha7⟩ add gift vouchers",
    "Reverted ⟨sha7⟩, it broke the booking form",
    "Merge pull request #⟨num3⟩ from ⟨user⟩/fix-login (⟨sha40⟩)",
    "@code $ git show --stat ⟨sha7⟩",
    "deployed ⟨sha7⟩ to prod at ⟨time⟩",
]

T["checksum"] = [
    "@code <script src=\"https://cdn.jsdelivr.net/npm/alpinejs@3.13.5/dist/cdn.min.js\" integrity=\"⟨sri⟩\" crossorigin=\"anonymous\"></script>",
    "@code ⟨sha256⟩  backup-⟨num2⟩.tar.gz",
    "MD5 of the audio master: ⟨md5⟩",
    "SHA-256 checksum from the download page: ⟨sha256⟩",
    "@code \"integrity\": \"⟨sri⟩\"",
    "image digest sha256:⟨sha256⟩",
]

T["placeholder"] = [
    "@code DB_PASSWORD=<password>\nSTRIPE_KEY=⟨placeholder_key⟩",
    "Test payments: use card ⟨test_card⟩, any future date, any CVC.",
    "@code ⟨?-----BEGIN OPENSSH PRIVATE KEY-----\n(paste your key here)\n-----END OPENSSH PRIVATE KEY-----|-----BEGIN RSA PRIVATE KEY-----\n...\n-----END RSA PRIVATE KEY-----|-----BEGIN PRIVATE KEY-----\n<your key>\n-----END PRIVATE KEY-----⟩\n# ⟨?put your own key in this file|template only|do not commit a real key⟩",
    "@code # .env.example\nDATABASE_URL=⟨?postgres|postgresql|mysql⟩://USER:PASSWORD@HOST:⟨?5432|3306|6543⟩/⟨?DB|DBNAME|your_db⟩",
    "In the template, replace ⟨placeholder_key⟩ with your own key.",
    "Password: ⟨placeholder_pw⟩ (set your own)",
]

T["example_key"] = [
    "The docs use ⟨example_key⟩ as an example — yours will look different.",
    "@code # ⟨?Example only, not a real key|from the AWS docs (example)|sample values — replace⟩\nAWS_ACCESS_KEY_ID=⟨aws_example_id⟩\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nAWS_DEFAULT_REGION=⟨?eu-west-2|us-east-1|eu-central-1⟩",
    "jwt.io's sample token, ⟨?for the workshop slides|for the ⟨day⟩ demo|to show the three parts⟩: ⟨jwt_io⟩",
    "BIP39 test vector ⟨?for the slides|from the spec|for the ⟨day⟩ talk⟩: abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about ⟨?(never use it for real funds)|— every wallet knows this one, it's an example|(example only)⟩",
    "Stripe's ⟨?test secret key from their docs|documented test-mode key|sample key in the quickstart⟩, ⟨?safe to share|only works in test mode|example⟩: sk_test_4eC39HqLyjWDarjtT1zdp7dc ⟨?for ⟨name⟩|— use your own|⟩",
    "README: set `API_KEY` to your key, e.g. `⟨example_key⟩` (example value)",
]

T["room_number"] = [
    "You're in room ⟨room⟩, breakfast is 7 till 10",
    "Meeting moved to Room ⟨room⟩, 4th floor",
    "Dorm ⟨num2⟩, bunk B, towels at reception",
    "Surgery 3 is out of action today, use room ⟨room⟩",
    "Crew hotel: Premier Inn, rooms ⟨room⟩ and ⟨room⟩",
    "Locker ⟨num3⟩ is yours for the season",
]

T["flight_number"] = [
    "Flight ⟨flight⟩ lands 14:35, gate ⟨gate⟩",
    "Booked on ⟨flight⟩, seat ⟨seat⟩",
    "⟨flight⟩ delayed 40 mins, I'll text when I land",
    "Boarding pass: ⟨flight⟩ · Gate ⟨gate⟩ · Seat ⟨seat⟩ · Boarding ⟨hhmm⟩",
    "Pick-up from Geneva, ⟨flight⟩ arriving ⟨time⟩",
    "Train to Gatwick then ⟨flight⟩ home",
]

T["postal_code"] = [
    "Delivery postcode is ⟨uk_post⟩",
    "Ship to: 22 Harbour Road, Newlyn, ⟨uk_post⟩",
    "India office address — City / PIN code: ⟨in_city_pin⟩",
    "Billing ZIP ⟨us_zip⟩",
    "Enter your delivery pincode ⟨in_pin⟩ to check availability",
    "Address line 1: 4 Mill Lane\nTown: Hebden Bridge\nPostcode: ⟨uk_post⟩",
]

T["identifier"] = [
    "Request ID ⟨uuid⟩, quote it to support",
    "IMEI ⟨imei⟩ for the insurance claim",
    "Serial ⟨serial⟩ on the chainsaw",
    "Membership no. ⟨member⟩",
    "Loyalty card number ⟨notcard⟩",
    "MAC ⟨mac⟩ is the label printer",
]

T["public_material"] = [
    "My public key for the server: ⟨ssh_pub⟩",
    "Donations welcome: BTC ⟨btc_addr⟩",
    "ETH address for the payout: ⟨eth_addr⟩",
    "Host key fingerprint ⟨ssh_fp⟩ — check it matches before you accept",
    "@code [Peer]\nPublicKey = ⟨wg_pub⟩\nAllowedIPs = 10.8.0.0/24",
    "age recipient: ⟨age_pub⟩ and the xpub for the watch-only wallet: ⟨xpub⟩",
]

T["bip39_prose"] = [
    "Spelling test words for ⟨day⟩: ⟨bip_bad12⟩",
    "Props list, Act 2: ⟨bipwords8⟩",
    "Crossword answers:\n⟨bip_bad12_lines⟩",
    "Word of the day: ⟨bipword⟩",
    "Band name ideas: ⟨bipwords5⟩",
    "Walking the dog by the river we saw ⟨?an eagle|a hawk|an owl⟩ above the castle and ⟨?a fox|a deer|a rabbit⟩ near the old bridge ⟨?this morning|on ⟨day⟩|again⟩.",
]

T["code_config_benign"] = [
    "@code password = os.environ[\"⟨envvar⟩\"]",
    "@code const key = process.env.⟨envvar#1⟩;\nif (!key) throw new Error(\"missing ⟨envvar#1⟩\");",
    "@code env:\n  - name: ⟨envvar⟩\n    valueFrom:\n      secretKeyRef:\n        name: app\n        key: password",
    "@code ⟨?import getpass\n|from getpass import getpass\n⟩pw = ⟨?getpass.getpass|getpass⟩(\"⟨?Password|Till admin password|DB password⟩: \")",
    "@code steps:\n  - run: ./deploy.sh\n    env:\n      TOKEN: ${{ secrets.⟨envvar⟩ }}",
    "@code export ⟨envvar⟩=\"$(op read op://⟨?Shop|Yard|Studio|Chalets⟩/⟨?Postgres|Stripe|SMTP⟩/⟨?password|credential⟩)\"",
]

T["redacted_text"] = [
    "memory: gate code for the yard is ⟨redaction⟩",
    "@code redactions:\n  - ⟨kind⟩\n  - ⟨kind⟩",
    "summary: ⟨name⟩ gave the guest the Wi-Fi details ⟨redaction⟩",
    "contact: ⟨cut_email⟩",
    "evidence: \"the PIN is ⟨redaction⟩\" (redacted on capture)",
    "@code replaced_with: ⟨redaction⟩",
]

T["masked_value"] = [
    "Paid with card ⟨masked_card⟩",
    "Key ⟨masked_key⟩ has been revoked",
    "We'll text a code to ⟨masked_phone⟩",
    "⟨?PIN|Passcode|Door code|Card PIN⟩: ⟨?****|••••|######⟩ ⟨?(hidden)|(tap to reveal)|— shown once⟩ ⟨?on the ⟨app⟩ screen|⟩",
    "⟨?Password|Wi-Fi password|Admin password⟩: ⟨?••••••••|************|●●●●●●●●⟩ ⟨?(show)|[eye icon]|(hidden in ⟨app⟩)⟩",
    "Account ending ⟨last4⟩",
]

T["numeric_prose"] = [
    "Hay delivery: 40 bales, ⟨num3⟩ kg in total, between 8 and 10",
    "Attendance this term: ⟨num3⟩ kids and ⟨num2⟩ coaches",
    "The ash was ⟨num2⟩ m tall with a 1.4 m girth; three hours to fell",
    "Final score 3–1, ⟨num3⟩ spectators, ⟨num2⟩ oranges eaten",
    "We did ⟨num2⟩ removals in March and put 4,280 miles on the van",
    "⟨?1984|1977|1991⟩ was a great year for vinyl; we sold ⟨?2,613|1,987|3,402⟩ records last year and ⟨?2,940|2,115|3,010⟩ the year before.",
]
