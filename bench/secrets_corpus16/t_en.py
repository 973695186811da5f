# English templates for secrets_corpus16.  Within each kind the templates are dealt
# alternately in written order: 1st, 3rd, ... to dev; 2nd, 4th, ... to test.
# Slots: ⦃S⦄ / ⦃S:gen⦄ secret, ⦃gen⦄ filler, ⦃gen#k⦄ repeated filler; ⦅a|b⦆ choice.
# "@code " at the start: code/config, never wrapped in an envelope.

T = {}

T["otp"] = [
    "AIB: ⦃S⦄ is your code to approve a payment of €⦃price⦄ to ⦅DUNNES STORES|APPLEGREEN|IRISH RAIL|SUPERVALU⦆. Never share this code with anyone, including AIB staff.",
    "⦅Use|Enter⦆ ⦃S:otp_dash⦄ to verify your RealMe login. ⦅Don't share it with anyone.|RealMe staff will never ask for this code.⦆",
    "⦃S⦄ is OTP for txn of INR ⦃price⦄ at ⦅SWIGGY|ZOMATO|IRCTC|BIGBASKET⦆ on card XX⦃last4⦄. Valid for 10 mins. Do not share OTP for security reasons - ⦅HDFC Bank|ICICI Bank|SBI Card⦆",
    "Ugh, the school portal locked me out again so I had to ask ⦃name⦄ to forward the code it sent to the family iPad ⦅— it was|(it said⦆ ⦃S⦄⦅ —| —⦆ and by the time he replied it had nearly expired.",
    "WEBVTT\n\n00:01:12.400 --> 00:01:15.900\nokay so the code it just texted me is\n\n00:01:15.900 --> 00:01:19.100\n⦃S:otp_words⦄\n\n00:01:19.100 --> 00:01:21.000\n⦅can you type that in for me|quick before it runs out⦆",
    "⦅Nana|Gran|Poppa⦆ rang: \"the phone says G-something, is that the Google one?\" It was ⦃S:otp_g⦄, so I talked them through signing into the Gmail on the new tablet.",
    "PostNL: je pakket / your parcel arrives today from ⦃time⦄ (two-hour window). Show the driver delivery code ⦃S:otp4⦄ at the door.",
    "Shift swap: I'll take your Sat close if you take my Tue open. PS the Deputy app wanted a login code when I signed in on your phone ⦅(⦃S⦄, expired now anyway)|— it was ⦃S⦄ but that's expired⦆ sorry!",
    "Subject: Your ⦅Canva|Shopify|Xero⦆ verification code\n\nHi ⦃name⦄,\n\nHere's the code to finish signing in: ⦃S:otp8⦄\n\nIt expires in 10 minutes. If this wasn't you, ignore this email.",
    "⦃name⦄ needs the Steam Guard code for the cricket club's stream PC within 30 seconds: ⦃S:otp_alnum⦄",
    "Ship's log ⦃date⦄, 14:20 — skipper asked for the Starlink app login code; ⦃S:otp_sp⦄ read over to the dinghy, logged in OK.",
    "Safaricom: Your one time password is ⦃S⦄. It is valid for ⦃mins⦄ minutes. Do not share it with anyone⦅.|, Safaricom will never call you for it.⦆",
]

T["security_answer"] = [
    "Called Tangerine for Dad. They asked for his memorable place ⦅→|->|and he said⦆ ⦃S:ans_city⦄. Then the amount of the last deposit, which he got wrong.",
    ":Bank: ⦅Capitec|FNB|Nedbank⦆\n:Security question: name of your first pet\n:Response: ⦃S:ans_pet⦄\n:Set: ⦃date⦄",
    "myGov — secret Q (first school) ⦅:|=⦆ ⦃S:ans_school⦄  |  Medicare is linked, Centrelink isn't.",
    "Mum: what did I put for 'favourite childhood book' on the ⦅Bank of Ireland|Credit Union|PTSB⦆ thing?\nMe: ⦃S:ans_book⦄, you said it was the only one you owned\nMum: oh yes 👍",
    "== Dad's accounts ==\n* '''⦅FNB|Absa|Standard Bank⦆''' — mother's maiden name: ⦃S:ans_maiden⦄\n* '''Telkom''' — account number on the bill",
    "note to self the hospice lottery account wants the street i grew up on which is ⦃S:ans_street⦄ ⦅and the pin is separate|dont forget the capital⦆",
    "Fostering portal reset\nQ: What was your first car?\n— ⦃S:ans_car⦄ ⦅(the green one)|(Dad's old one)⦆",
    "@code [security]\nq1 = Name of your favourite teacher\na1 = ⦃S:ans_teacher⦄\nq2 = ⦅Town where your parents met|Name of your first pet⦆\na2 =",
    "Told ⦅Kavya|Meera|Saoirse⦆ to use ⦃S:ans_food⦄ for the 'favourite food' question on the student loan portal, same as her brother, so I can help them both.",
    "Memorable word for ⦅Ulster Bank|Permanent TSB|Westpac⦆ online: ⦃S:ans_word⦄ — they only ask for three letters of it, e.g. 2nd, 5th and last.",
    "If ⦅BNZ|ASB|ANZ⦆ asks for the memorable date it's ⦃S:ans_date⦄ (Gran's wedding day, not her birthday).",
    "Location manager login for the council film-permits site: 'childhood hero' was set to ⦃S:ans_hero⦄ by whoever made the account in ⦃year⦄.",
]

T["pin"] = [
    "Papa, your UPI PIN for the new PhonePe is ⦃S⦄ — don't tell the man at the shop, you type it yourself.",
    "Sent ⦃name#1⦄'s M-Pesa PIN to the family group by mistake (⦃S:pin4⦄), deleted it for everyone — ⦃name#1⦄ please change it tonight.",
    "[voice note · 0:09] ok Lola's GCash MPIN is ⦃S:pin_words⦄ ⦅okay bye|got it? bye⦆",
    "First debit card arrived for ⦃name⦄. PIN chosen at the branch: ⦃S:pin4⦄. Told them to memorise it and bin this note.",
    "FRIDGE WHITEBOARD\n- milk, eggs\n- bin night ⦃weekday⦄\n- Gran's EFTPOS PIN ⦃S:pin_sp⦄ (she asked me to write it down, ugh)\n- dentist ⦃time⦄",
    "The iPad passcode for the kids at ⦅Dad's|Mum's⦆ house is ⦃S:pin6⦄ now — changed after the YouTube incident.",
    "OurFamilyWizard message from ⦃name⦄: Screen-time PIN on the Switch is ⦃S:pin4⦄ at my place; please use the same at yours so they can't play us off against each other.",
    "To get voicemail from abroad: call your own number, press * during the greeting, then the voicemail PIN ⦃S⦄ and #.",
    "SIM PIN for the ⦅work phone|on-call phone|kennel phone⦆ (⦅Vodacom|Spark|Three⦆): ⦃S:pin4⦄. The PUK is in the drawer under the till.",
    "Till supervisor override on the new Square register: ⦃S:pin4⦄ — only for refunds over ⦅€|$⦆50, and write it in the book.",
    "Dear ⦃name⦄, the number for the cash machine is ⦃S:pin_words⦄, the same as your mother's was. Keep this letter somewhere safe. Love, Dad",
    "Old Laser card PIN (still works on the Maestro): ⦃S:pin_dot⦄ — found on the back of a photo in Mum's purse.",
]

T["door_code"] = [
    "Marina pontoon gate code from ⦃weekday⦄: ⦃S⦄. Please don't prop the gate open for the fishing boats.",
    "Night removals: side door keypad ⦃S⦄ then push hard, the latch sticks. Light switch on the left.",
    "Allotment shed combination ⦃S:padlock⦄ ⦅— put the tools back!|(new lock, ⦃date⦄)⦆",
    "[transcribed voicemail] hi it's ⦃name⦄ the key safe by the scout hall door is ⦃S:door_words⦄ the key's the one with the blue tag",
    "Co-housing bike store keypad: ⦃S:door_plain⦄ then the green key. Common house is on your fob.",
    "Dog rescue after-hours: kennel block door ⦃S⦄; if the alarm goes, ring ⦃name⦄ on ⦃phone_any⦄.",
]

T["password_nl"] = [
    "The Nextcloud password for the radio station's playout archive is ⦃S:pw_plain⦄ — please don't paste it in the group chat again.",
    "WEBVTT\n\n00:03:14.000 --> 00:03:18.500\nthe password for the shared drive is\n\n00:03:18.500 --> 00:03:26.000\n⦃S:pw_spelled⦄\n\n00:03:26.000 --> 00:03:27.500\nall one word",
    "Marina office laptop password, read over VHF channel ⦅72|77⦆ to the relief skipper: ⦃S:pw_nato⦄. Over.",
    "⦅Granddad's|Nana's⦆ laptop password is “⦃S:pw_phrase_sp⦄” — all lower case, spaces included ⦅(chosen by ⦃name⦄)|(please don't change it)⦆.",
    "(converted from handwriting)\nphysio clinic booking system pw — ⦃S:pw_plain⦄ changed ⦃weekday⦄",
    "Finally changed the family streaming password to ⦃S:pw⦄ — tell your brother and nobody else.",
    "P.S. I set your grandmother's email password to ⦃S:pw_memorable⦄ so she can remember it. Don't laugh.",
    "You sent: ok the password for the bakery's Square dashboard is ⦃S:pw_rand⦄\nSeen ⦃time⦄",
    "Boathouse erg-room PC — the admin password got reset to ⦃S:pw_plain⦄ after the Windows update.",
    "Reading it back so you can type: ⦃S:pw_spelled⦄⦅ — got it?| — that's for the print shop laptop.⦆",
]

T["login_pair"] = [
    "BABYSITTER SHEET\nBedtime: 7:30 (⦃name⦄ reads first)\nSmart TV / Disney+: ⦃email⦄ / ⦃S:pw_plain⦄\nEmergency: ⦃phone_any⦄",
    "@code [smtp]\nhost = \"smtp.⦃domain⦄\"\nuser = \"⦃email⦄\"\npassword = \"⦃S:pw_plain⦄\"\nport = 587",
    "@code <account>\n  <service>⦅supplier portal|fuel card|payroll⦆</service>\n  <username>⦃user⦄</username>\n  <password>⦃S:pw_plain⦄</password>\n</account>",
    "username ⦃user⦄, password ⦃S:pw_plain⦄ — that's for the print shop's paper supplier portal, orders over ⦅€|$⦆500 need my OK.",
    "Fostering portal — login: ⦃email⦄ | pw: ⦃S:pw_plain⦄ | case worker: ⦃fullname⦄",
    "CALL SHEET — DAY ⦃n2⦄\nUnit base: ⦃town⦄ GAA grounds\nProduction Dropbox: ⦃email⦄ — ⦃S:pw_plain⦄\nCatering: 12:30",
    "@code mail.smtp.user=⦃email⦄\nmail.smtp.password=⦃S:pw_plain⦄\nmail.smtp.starttls.enable=true",
    "Physio clinic: Cliniko login → ⦃email⦄ :: ⦃S:pw_plain⦄ (front desk account, not yours)",
    "For your week with the kids: school app (Seesaw) user ⦃user⦄ pw ⦃S:pw_plain⦄; swimming is ⦃weekday⦄ at ⦃time⦄.",
    "ELECTRIC IRELAND\n  user: ⦃email⦄\n  password: ⦃S:pw_plain⦄\n  (account no. is on the bill)",
]

T["wifi_password"] = [
    "CELLAR DOOR WI-FI\nnetwork: ⦃ssid⦄\nkey: ⦃S⦄\n⦅please ask before tasting|tastings from 11⦆",
    "Printed this on the QR card for the co-housing common room:\nWIFI:T:WPA;S:⦃ssid⦄;P:⦃S⦄;;",
    "Router label (back of the ⦅eir|Telstra|Spark⦆ modem): SSID ⦃ssid⦄ / Wireless Key ⦃S:wifi_router⦄",
    "Wi-Fi at our place is ⦃ssid⦄, password ⦃S⦄ (the 5G one drops in the attic bedroom, sorry ⦃name⦄!)",
    "Yacht handover: Starlink Wi-Fi '⦃ssid⦄', pass ⦃S⦄ — please switch it off at anchor to save battery.",
    "guest wifi password is ⦃S:wifi_digits⦄ ⦅which is just the old landline backwards lol|— numbers only⦆",
    "Wi-Fi for the physio waiting room: password “⦃S:wifi_phrase⦄” (spaces included, all lower case).",
    "@code nmcli dev wifi connect ⦃ssid⦄ password '⦃S⦄'",
    "Pavilion Wi-Fi changed to ⦃S⦄ after the junior disco. Network name is still ⦃ssid⦄.",
    "Network: ⦃ssid⦄\nSecurity: WPA2-Personal\nPassword: ⦃S⦄\n(shared from ⦅Pixel|Galaxy⦆)",
]

T["recovery_codes"] = [
    "Backup codes for the radio station's Google Workspace admin (keep in the fire safe):\n⦃S:rc_8d⦄",
    "bike co-op GitHub recovery codes, printed twice:\n⦃S:rc_lines⦄",
    "Proton recovery codes (two columns, as on the printout):\n⦃S:rc_pairs⦄",
    "Microsoft account recovery code for Dad's Outlook: ⦃S:rc_ms⦄ (new one, generated after he used the old one)",
    "Apple recovery key for the kids' shared Apple ID: ⦃S:rc_apple⦄ — same copy in the fire safe",
    "Emergency Kit — Secret Key: ⦃S:rc_1pw⦄ (Account password is NOT on this sheet)",
    "Discord backup codes for the dog rescue server: ⦃S:rc_inline⦄",
    "Xero backup codes (tick when used):\n⦃S:rc_box⦄",
    "I used recovery code ⦃S:rc_one⦄ to get back into the ⦅Xero|Dropbox|Zoom⦆ account after my phone died in the harbour.",
    "Backup codes for the kennels' X account, generated ⦃date⦄:\n⦃S:⦅rc_x|rc_caps⦆⦄",
]

T["env_file"] = [
    "@code # .env\nPLAYOUT_ARCHIVE_KEY=⦃S:env_hex⦄\nPLAYOUT_HOST=⦃host⦄",
    "@code docker run -d --name rota -e TZ=Pacific/Auckland -e KENNEL_WEBHOOK_SALT=⦃S:env_rand⦄ -p 8080:80 ghcr.io/⦃user⦄/rota:latest",
    "@code export OVEN_TELEMETRY_SECRET='⦃S:env_b64⦄'",
    "@code env:\n  ROSTER_SYNC_USER: coach\n  ROSTER_SYNC_PASS: \"⦃S:env_pw⦄\"",
    "@code DEPLOY_TOKEN ?= ⦃S:env_prov⦄\n\ndeploy:\n\t./scripts/deploy.sh --token $(DEPLOY_TOKEN)",
    "@code [build.environment]\n  NODE_VERSION = \"20\"\n  BOOKINGS_SIGNING_KEY = \"⦃S:env_hex⦄\"",
    "@code DJANGO_DEBUG=False\nDJANGO_SECRET_KEY=⦃S:env_django⦄",
    "@code APP_NAME=ClinicBookings\nAPP_ENV=production\nAPP_KEY=⦃S:env_laravel⦄",
    "@code # payments\n⦅STRIPE_ENDPOINT_SECRET|HOOK_SIG|WH_SECRET⦆=⦃S:env_whsec⦄",
    "@code %env PRINTHAUS_API_PASS=⦃S:env_pw⦄\nimport requests",
]

T["url_credentials"] = [
    "The kennel CCTV stream for the night volunteer: ⦃S:url_rtsp⦄ (VLC → Media → Open Network Stream)",
    "@code [remote \"origin\"]\n\turl = ⦃S:url_git⦄\n\tfetch = +refs/heads/*:refs/remotes/origin/*",
    "Crew hotel blocks everything, so set the laptop proxy to ⦅⦃S:url_proxy⦄|⦃S:url_ipv6⦄⦆ and it works.",
    "Scanner saves to ⦃S:url_smb⦄ — on a Mac use Finder → Go → Connect to Server.",
    "Calendar sync for the co-housing cooking rota: ⦅⦃S:url_webdav⦄|⦃S:url_pct⦄⦆",
    "Webhook for #bookings: ⦅⦃S:url_slack⦄|⦃S:url_discord⦄⦆ — posts whenever someone books the hall.",
    "MS Teams incoming webhook (hospice drivers channel): ⦃S:url_teams⦄",
    "Subscribe to the family calendar with this private address (don't share it): ⦃S:url_ics⦄",
    "Livestream for family overseas on ⦃date_long⦄: ⦃S:url_zoom⦄ — service starts at ⦃time⦄ Irish time.",
    "⦅Home Assistant talks to the hive sensors over ⦃S:url_mqtt⦄|Remote screen on the office Mac: ⦃S:url_nouser⦄|Router admin page, in case the internet drops: ⦃S:url_http_port⦄⦆ — the dashboard is on the kitchen tablet.",
]

T["connection_string"] = [
    "@code DATABASE_URL=⦃S:cs_pg⦄",
    "@code db, err := sql.Open(\"mysql\", \"⦃S:cs_godsn⦄\")\nif err != nil {\n\tlog.Fatal(err)\n}",
    "@code psql \"⦅⦃S:cs_pg⦄|⦃S:cs_pct⦄⦆\" -c 'select count(*) from bookings'",
    "@code [database]\nurl = \"⦅⦃S:cs_cockroach⦄|⦃S:cs_mysql⦄⦆\"\npool = 5",
    "@code engine = create_engine(\"⦅⦃S:cs_snowflake⦄|⦃S:cs_mssql⦄⦆\")\ndf = pd.read_sql(\"select * from orders\", engine)",
    "@code <connectionStrings>\n  <add name=\"Bookings\" connectionString=\"⦃S:cs_ado⦄\" providerName=\"System.Data.SqlClient\" />\n</connectionStrings>",
    "The old funeral-home records DB is Oracle — from the back-office PC connect with ⦃S:cs_oracle⦄ in SQL Developer.",
    "@code mongosh \"⦅⦃S:cs_mongo⦄|⦃S:cs_mongo_plain⦄⦆\"",
    "Celery broker for the print queue is ⦅⦃S:cs_amqp⦄|⦃S:cs_redis⦄⦆ — restart the worker after changing it.",
    "DBeaver → New connection → URL: ⦅⦃S:cs_jdbc⦄|⦃S:cs_libpq⦄|⦃S:cs_influx⦄|⦃S:cs_couch⦄⦆",
]

T["totp_secret"] = [
    "Can't scan the QR code? Enter this key manually in your authenticator app: ⦃S:totp_g4⦄",
    "KeePassXC → Radio station → Twitter → otp field: ⦃S:totp_uri⦄",
    "2FA seed for the shared radio station account, so both phones get codes: ⦃S:totp_g4l⦄",
    "Authenticator setup key (⦅Kiwibank|Bunq|Revolut⦆): ⦃S:totp_g8⦄",
    "Setup key ⦃S:totp_dash⦄ — add it to Google Authenticator on the kennel phone too.",
    "@code const code = authenticator.generate('⦃S:totp⦄'); // physio xero login",
    "Bitwarden item 'Cricket club bank' → Authenticator key (TOTP): ⦃S:totp⦄",
    "reading the setup key back to you: ⦃S:totp_g4⦄ — no zeros or ones, it's base32",
    "(photo of the monitor)\nSecret key: ⦃S:totp_lower⦄\nTime based: yes",
    "Moving 2FA from Authy to Aegis. Physio clinic Xero: ⦃S:totp_g4⦄; Revenue myAccount has no TOTP option.",
]

T["crypto_wallet_key"] = [
    "Paper wallet from 2017 found in Gran's jewellery box — private key (WIF): ⦃S:wk_wif_u⦄",
    "MetaMask → Account details → Show private key: ⦃S:wk_hex⦄",
    "@code acct = Account.from_key(\"⦃S:wk_0x⦄\")\nprint(acct.address)",
    "Electrum → Wallet → Master private key: ⦃S:wk_xprv⦄",
    "Phantom export for the co-op's donations wallet: ⦃S:wk_sol⦄",
    "~/.config/solana/id.json on the old laptop:\n⦃S:wk_sol_arr⦄",
    "My Nostr key for the radio show account, nsec: ⦃S:wk_nsec⦄ (the npub is on the website)",
    "@code bitcoin-cli importprivkey \"⦃S:wk_wif⦄\" \"cold-storage\" false",
    "TronLink private key for the USDT the client paid in: ⦃S:wk_hex⦄",
    "Twins' crypto: ⦃name⦄'s wallet key is ⦃S:wk_wif_any⦄ — keep it with the will.",
]

T["mnemonic_bip39_en"] = [
    "Sunday. Rained all day at the allotment, so I finally sorted the drawer.\n\nOld Ledger setup card, copied before shredding:\n⦃S:mn_any_block⦄\n\nThen made soup and watched the rugby.",
    "Saved from the old family website draft (do not publish):\n⦃S:mn_html⦄",
    "Appendix B of the will (LaTeX source):\n⦃S:mn_latex⦄",
    "Trezor words: ⦃S:mn_circled⦄",
    "Recovery sheet, two columns as printed:\n⦃S:mn_cols2⦄",
    "Dad read me the words over the phone: ⦃S:mn_and⦄. I wrote them on the back of the funeral programme.",
    "PACKING — ⦅Croatia|Whitsundays|Hauraki Gulf⦆ charter\n- passports\n- sunscreen\n- wallet words (steel plate too heavy):\n⦃S:mn_lines⦄\n- chargers",
    "BACKUP PHRASE: ⦃S:mn_caps⦄",
    "seed, numbers after each word: ⦃S:mn_word_num⦄",
    "Ledger Live showed:\n⦃S:⦅mn_colon_num|mn_bracket⦆⦄",
]

T["mnemonic_zh"] = [
    "Mum's wallet phrase (she set it up in Chinese):\n⦃S:mz_any_block⦄",
    "imToken backup words, Chinese list: ⦃S:mz_any_inline⦄",
    "Copied from Dad's notebook: ⦃S:mz_tight⦄ — he says it's the wallet one.",
    "Seed (chinese_simplified):\n⦃S:mz_grid4⦄",
]

T["api_key"] = [
    "Added the OpenAI key to the radio transcription script: ⦃S:ak_openai⦄",
    "@code [default]\naws_access_key_id = ⦃aws_id⦄\naws_secret_access_key = ⦃S:ak_aws_secret⦄\nregion = ap-southeast-2",
    "Razorpay live keys for the physio clinic's booking page: key_id ⦃razorpay_id⦄ / key_secret ⦃S:ak_razorpay_secret⦄",
    "Bot token for the kennel alerts bot (from BotFather): ⦃S:ak_telegram⦄",
    "Key for the ⦅print shop|bike co-op|cricket club⦆ site: ⦃S:ak_any⦄ — rotate it if this leaks.",
    "Paystack secret key for the school fees page: ⦃S:ak_paystack⦄ (live, not test!)",
]

T["jwt"] = [
    "@code curl -H \"Authorization: Bearer ⦃S⦄\" https://api.⦃domain⦄/v1/bookings",
    "Bug report: rota page 500s. Request headers:\nCookie: session=⦃S⦄; theme=dark",
    "can you check why this token is rejected by the bookings API? ⦃S⦄",
    "@code > sessionStorage.getItem(\"auth\")\n'⦃S⦄'",
    "@code wss://live.⦃domain⦄/socket?token=⦃S⦄",
    "[⦃iso_ts⦄] WARN auth: token expired for user ⦃user⦄ token=⦃S⦄",
]

T["private_key"] = [
    "Put this on the Raspberry Pi in the boathouse (~/.ssh/id_ed25519):\n⦃S:pk_ssh⦄",
    "Server key for the bookings site, copied from the old host:\n⦃S:⦅pk_rsa|pk_rsa8⦆⦄",
    "@code [Interface]\nPrivateKey = ⦃S:pk_wg⦄\nAddress = 10.8.0.⦃n2⦄/24\nDNS = 1.1.1.1",
    "age key for the family photo backups: ⦃S:pk_age⦄",
    "Apple push key (AuthKey.p8) for the club app:\n⦃S:⦅pk_ec8|pk_ec⦆⦄",
    "signing key for the co-op's release builds:\n⦃S:pk_ed⦄",
]

T["card_number"] = [
    "Card for the hospice fuel account: ⦃S⦄ exp ⦃expiry⦄ CVV ⦃cvv⦄",
    "⦃name⦄'s new card number ⦃S:card_visa⦄ — only for the Uber account, nothing else.",
    "Paying the marina deposit over the phone, read them ⦃S⦄, expiry ⦃expiry⦄.",
    "card no. ⦃S:card_plain⦄ (Gran's, for the pharmacy auto-refill)",
    "Uncle's UnionPay card number for the hotel booking: ⦃S:card_up⦄",
    "Name on card: ⦃fullname⦄\nCard number: ⦃S:card_sp⦄\nExpiry: ⦃expiry⦄\nSecurity code: ⦃cvv⦄",
]

# ---------------------------------------------------------------------------
# benign
# ---------------------------------------------------------------------------
T["checksum"] = [
    "@code <script src=\"https://cdn.jsdelivr.net/npm/⦅chart.js@4.4.1/dist/chart.umd.min.js|alpinejs@3.14.1/dist/cdn.min.js|htmx.org@1.9.12⦆\" integrity=\"⦃sri⦄\" crossorigin=\"anonymous\"></script>",
    "@code <link rel=\"stylesheet\" href=\"/css/⦅rota|fixtures|kennels⦆.css\" integrity=\"⦃sri⦄\">",
    "@code $ sha256sum playout-backup-⦃year#1⦄.tar.gz\n⦃sha256hex⦄  playout-backup-⦃year#1⦄.tar.gz",
    "@code github.com/go-sql-driver/mysql v1.8.⦃n2⦄ ⦃gosum⦄",
    "@code url \"https://github.com/⦃user⦄/rota/archive/v⦃version⦄.tar.gz\"\nsha256 \"⦃sha256hex⦄\"",
    "Club archive torrent: magnet:?xt=urn:btih:⦃sha1hex⦄&dn=⦅season-photos|agm-recordings⦆",
    "Firmware checksum (MD5) for the marina router update: ⦃md5hex⦄ — matches the vendor website.",
    "@code image: ghcr.io/⦃user⦄/site@sha256:⦃sha256hex⦄",
]

T["postal_code"] = [
    "Ship to: ⦃fullname⦄, 14 MG Road — City / PIN code: ⦃in_city_pin⦄",
    "Flipkart says delivery isn't available for PIN code ⦃in_pin_only⦄ yet, so order it to ⦃name⦄'s office.",
    "Eircode for the boathouse is ⦃eircode⦄ — put that in the sat nav, not the address.",
    "Send the cheque to PO Box ⦃n3⦄, ⦃au_town_post⦄.",
    "Our new address in the Netherlands: Kerkstraat ⦃n3⦄, postcode ⦃nl_postcode⦄.",
    "Postal code ⦃ca_postcode⦄ — Canada Post keeps rejecting the form without the space.",
    "Deliver to:\n⦃fullname⦄\nFlat ⦃room⦄, Lakeview Apartments\n⦃in_address⦄\n(PIN code checked on India Post)",
    "Courier needs the postcode for the ⦅Dunedin|Nelson|Napier⦆ kennels: ⦃nz_postcode⦄ — not the gate PIN, they don't need that.",
]

T["code_config_benign"] = [
    "@code ⦃db_name⦄_password = os.environ[\"⦅KENNEL_DB_PASSWORD|PLAYOUT_PASS|SMTP_PASSWORD|ROTA_DB_PASS|CELLAR_PW⦆\"]⦅|  # set by systemd|  # never hard-code⦆",
    "@code const token = process.env.⦅RADIO_API_TOKEN|ROTA_TOKEN|SHOP_KEY|KENNEL_HOOK|PRINT_API_KEY⦆ ?? \"\";\nif (!token) throw new Error(\"⦅missing token|set the token first|no API token in env⦆\");",
    "@code DB_PASSWORD=\"${DB_PASSWORD:?set it in your shell first}\"\npg_dump -h ⦃host⦄ -U ⦃user⦄ ⦃db_name⦄ > backup.sql",
    "@code env:\n  DEPLOY_KEY: ${{ secrets.⦅DEPLOY_KEY|SSH_KEY|FTP_PASSWORD|PI_SSH_KEY⦆ }}\n  NODE_ENV: production\n  TARGET: ⦃host⦄",
    "@code pw = getpass.getpass(\"⦃user⦄ ⦅SMTP|VPN|NAS|database⦆ password: \")",
    "@code secret = keyring.get_password(\"⦅xero|myob|quickbooks⦆\", \"⦃user⦄\")",
    "@code env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: ⦃db_name⦄-db\n        key: password",
    "@code let key = std::env::var(\"⦅OVEN_TELEMETRY_SECRET|HIVE_API_KEY|ROTA_SECRET|TILL_SYNC_KEY⦆\").expect(\"⦅set it in the environment|missing secret|export it first⦆\");",
]

T["secret_reference"] = [
    "Marina gate code → 1Password › ⦅Boats|Club|Shared|Family⦆ › ⦅Marina gate|Pontoon|Gate code⦆ (not writing it here).",
    "The bank PIN is memorised, not written anywhere. If something happens to me, ask ⦃name⦄.",
    "Wi-Fi key is on the router sticker in the ⦅hall cupboard|office|back of the bar|garage⦆ — ask ⦃name⦄ if it's worn off.",
    "Recovery phrase is stamped on the steel plate in the safe deposit box at ⦅AIB|BOI|ANZ⦆ ⦃town⦄.",
    "Kennel alarm code: Bitwarden → Kennels → Alarm. Volunteers get it ⦅in person|at the briefing⦆ at induction on ⦃weekday⦄s.",
    "Passwords for Dad's accounts are in the sealed envelope with the solicitor (⦃fullname⦄, ⦃town⦄).",
    "API keys live in Doppler, project `⦃db_name⦄`, config `prd` — don't copy them into Slack.",
    "Security answers for Mum's bank are in KeePassXC: ⦅Family|Dad|Mum⦆.kdbx › Banking › ⦅BOI|PTSB|Westpac|ASB⦆ › Notes.",
]

T["placeholder"] = [
    "@code # .env.example\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nDATABASE_URL=postgres://USER:PASSWORD@HOST:5432/⦃db_name⦄",
    "Test card for the ⦅booking|donation|fees|membership⦆ form: ⦅4242 4242 4242 4242|4000 0566 5566 5556|5555 5555 5555 4444⦆, any future expiry, any CVC.",
    "@code ⦅-----BEGIN OPENSSH PRIVATE KEY-----\n<paste your ⦅deploy|boathouse|pi|nas|studio⦆ key here>\n-----END OPENSSH PRIVATE KEY-----|-----BEGIN PRIVATE KEY-----\n(⦅deploy|boathouse|pi|nas|studio⦆ key goes here)\n-----END PRIVATE KEY-----⦆",
    "@code # from the AWS docs, not ours\n[⦃user⦄]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nregion = ⦅eu-west-1|ap-southeast-2|af-south-1⦆",
    "README: set `api_key: <YOUR_API_KEY>` in config.yml before running ⦃db_name⦄-sync.",
    "Put your own network in secrets.h: #define WIFI_PASSWORD \"changeme\" — ⦃name⦄, don't commit yours.",
    "The BIP39 test vector from the spec: abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about — ⦅never use it for real funds|only for the ⦃db_name⦄ unit tests⦆.",
    "The sample token from jwt.io for the workshop slides: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c (slide ⦃n2⦄)",
]

T["credential_talk"] = [
    "Reminder: the marina changes the gate code on the ⦅1st|15th|first Monday⦆ of every month — check the noticeboard by the ⦅fuel dock|office|showers|chandlery⦆.",
    "I've forgotten the PIN for the hospice fuel card again. Three wrong tries and it locks — ⦃name⦄, can you ring the bank?",
    "New rule at the print shop from ⦃date⦄: passwords at least 14 characters, no reusing the last 5.",
    "Scam alert from ⦅Kiwibank|AIB|FNB|Westpac|Capitec⦆: nobody from the bank will ever ask for your ⦅one-time code|PIN|online banking password⦆. Hang up and call the number on your card.",
    "⦅Dad|Gran|Uncle Ray⦆ keeps writing his passwords on the calendar. Setting up a password manager for him on ⦃weekday⦄.",
    "The Wi-Fi at the ⦅cricket club|scout hall|kennels⦆ is open now, no password, since the new router went in on ⦃date⦄.",
    "Don't use 1234 or your birthday as a PIN — the kids' bank app won't accept them anyway. ⦃name⦄ tried.",
    "Write the 24 words yourself on paper; never photograph them and never type them into a website. (⦃name⦄'s crypto talk, ⦃date⦄)",
]

T["bip39_prose"] = [
    "Year ⦃n2⦄ spelling list this week: ⦃en_words_bad⦄",
    "Crossword answers (Saturday ⦃date⦄): ⦃en_words_bad⦄",
    "Props needed for scene ⦃n2⦄: ⦃en_words_few⦄",
    "Word-of-the-day cards for the kids:\n⦃en_words_bad_num⦄",
    "We walked ⦅the dog|the twins|Gran⦆ along the beach at ⦃town⦄, found an old anchor and a crab, and had lunch at the harbour cafe before the rain.",
    "Scrabble words from last night: ⦃en_words_bad⦄ (⦃name⦄ won again)",
    "Shopping: ⦃en_words_few⦄ — and bin bags",
    "Band name ideas from the pub: ⦃en_words_few⦄",
]

T["redacted_text"] = [
    "Memory: ⦅Gran's|Dad's|the kennel's⦆ card PIN is [REDACTED:pin] — noted ⦃date⦄, kept as a reference only.",
    "redactions:\n  - ⦃redkind⦄\n  - ⦃redkind⦄\nsource: voice memo ⦃date⦄",
    "evidence: \"the marina gate code is [REDACTED:door_code] from ⦃weekday⦄\" (captured ⦃iso_ts⦄)",
    "contact: ⦃fullname⦄ <⦅aoife|bram|kavya|sipho⦆@[…]> — domain cut by the importer",
    "replaced_with: ⦃redmark⦄\nreason: secret in user input\ncase: ⦃uuid⦄",
    "candidate: {\"subject\": \"⦃name⦄\", \"predicate\": \"email\", \"object\": \"⦅mere|joost|tegan⦆@[redacted]\"}",
    "Captured from chat (⦃date⦄): 'use ⦃redmark⦄ for the shared drive' — stored as a reference only.",
    "memory: note Wi-Fi for the ⦅co-housing common room|pavilion|physio waiting room⦆ ([REDACTED:wifi_password]), ⦃date⦄",
]

T["masked_value"] = [
    "Payment of ⦅€|$|R⦆⦃price⦄ approved on card ⦃mask_card⦄.",
    "PIN: **** (hidden in the app — tap the eye to show) · card ⦃mask_card⦄",
    "The ⦅provider's|admin|developer⦆ dashboard shows the key as ⦃mask_key⦄ once you close the dialog.",
    "Confirmation text sent to ⦃mask_phone⦄ at ⦃time⦄.",
    "Wi-Fi password: ⦃mask_dots⦄ (tap to reveal) — network ⦃ssid⦄",
    "Direct debit of ⦃price⦄ from the account ending ⦃last4⦄ on ⦃date⦄.",
    "Card on file: Visa ⦃mask_card⦄, expires ⦃expiry⦄",
    "OTP sent to +61 4** *** ⦃n3⦄ — enter it within 5 minutes.",
]

T["order_number"] = [
    "Amazon order ⦃order_amazon⦄ — the marine battery charger, arriving ⦃date_long⦄.",
    "Flipkart order ID ⦃order_flipkart⦄ for the kids' school shoes, cancelled.",
    "Takealot order ⦃order_takealot⦄ — oven thermometer for the bakery, collect at ⦃town⦄ pickup point.",
    "bol.com bestelling / order ⦃order_bol⦄: dog beds ×⦃n2⦄ for the rescue.",
    "Purchase order ⦃order_generic⦄ to the paper supplier: 40 reams A3, ⦃price⦄ ex VAT.",
    "Booking reference ⦃booking_ref⦄ — ferry to the island, ⦃date⦄, ⦃time⦄ sailing.",
]

T["tracking_number"] = [
    "An Post tracking: ⦃trk_anpost⦄ — Dad's medication from the online pharmacy.",
    "UPS ⦃trk_ups⦄ out for delivery, expected by ⦃time⦄.",
    "PostNL track & trace: ⦃trk_postnl⦄ (the spare parts for the bike co-op).",
    "AusPost ⦃trk_auspost⦄ — the trophies for presentation night.",
    "The Courier Guy waybill ⦃trk_courierguy⦄, collected from ⦃town⦄.",
    "NZ Post ⦃trk_nzpost⦄ — kennel microchip scanner, signature required.",
]

T["invoice_number"] = [
    "Invoice ⦃inv⦄ from the plumber — ⦃price⦄ for the boathouse showers, due ⦃date⦄.",
    "GST invoice, GSTIN ⦃gstin⦄, invoice no. ⦃inv⦄ (physio supplies).",
    "ABN ⦃abn⦄ needs to be on every invoice we send the council.",
    "Irish VAT no. ⦃ie_vat⦄ — print shop, for the reverse-charge invoice ⦃inv⦄.",
    "Xero: invoice ⦃inv⦄ to ⦃fullname⦄ is ⦃n2⦄ days overdue.",
    "Credit note ⦃inv⦄ against the catering order from the film shoot.",
]

T["isbn"] = [
    "Book club pick: ISBN ⦃isbn13⦄ (library has two copies).",
    "Order for the school library: ISBN-10 ⦃isbn10⦄, qty ⦃n2⦄.",
    "The sailing textbook is ⦃isbn13⦄ — 3rd edition, not the 2nd.",
    "Barcode under the price sticker: ⦃isbn13⦄",
    "⦃name⦄'s reading list: ⦃isbn13⦄, ⦃isbn13⦄",
    "ISBN ⦃isbn10⦄ is the old edition of the bread book; the new one has sourdough.",
]

T["phone_number"] = [
    "Call ⦃name⦄ about the allotment water trough: ⦃phone_au⦄",
    "Kennel after-hours vet: ⦃phone_nz⦄",
    "Taxi in ⦃town⦄: ⦃phone_ie⦄ (ask for the big car for the rowing gear)",
    "Gogo's new number: ⦃phone_za⦄",
    "Physio reception: ⦃phone_in⦄ — mornings only.",
    "Au pair agency: ⦃phone_nl⦄ / ⦃phone_ca⦄",
]

T["date_time"] = [
    "Regatta on ⦃date_long⦄, boats on the water at ⦃time⦄.",
    "Funeral Mass ⦃date_long⦄ at ⦃time⦄, removal the evening before.",
    "Proving starts at ⦃time⦄, ovens at ⦃time⦄ — 4:10am alarm on bake days.",
    "Handover between houses: ⦃weekday⦄s at ⦃time⦄ at the school gate.",
    "Last ferry ⦃time⦄; next shift starts ⦃iso_ts⦄.",
    "Scouts AGM ⦃date⦄ ⦃year⦄, 19:30, in the hall.",
]

T["version_string"] = [
    "Updated the marina router firmware to ⦃version⦄.",
    "Playout software v⦃version⦄ crashes on start; rolled back.",
    "@code $ node --version\nv⦃version⦄",
    "The kids' tablet is on iPadOS ⦃version⦄ (build ⦃build⦄).",
    "@code requests==2.⦃n2⦄.0\nflask==⦃version⦄\npsycopg==3.1.⦃n2⦄",
    "Till app version ⦃version4⦄ fixed the refund bug.",
]

T["public_material"] = [
    "Add my key to the boathouse Pi: ⦃ssh_pub⦄",
    "Donations address for the dog rescue (BTC): ⦃btc_addr⦄",
    "Send the USDC to ⦃eth_addr⦄ — that's the public address, safe to share.",
    "Watch-only xpub for the co-op treasury: ⦃xpub⦄",
    "age recipient for the photo backups: ⦃age_pub⦄",
    "Certificate for the bookings site (public):\n⦃cert_pem⦄",
]

T["identifier"] = [
    "Request id ⦃uuid⦄ in the error page — sent to support.",
    "Phone IMEI ⦃imei⦄ (for the insurance claim).",
    "Printer MAC ⦃mac⦄ — reserve an IP for it on the router.",
    "Van VIN ⦃vin⦄, rego due ⦃date⦄.",
    "Microchip ⦃microchip⦄ — the new rescue greyhound.",
    "NHI number ⦃nhi⦄ on the hospital letter for ⦃name⦄.",
]

T["url_plain"] = [
    "Sign-up page: ⦃utm_url⦄",
    "Meet at the slipway: ⦃maps_url⦄",
    "@code ssh -p 2222 ⦃user⦄@⦃host⦄",
    "@code git remote add origin ⦃git_ssh⦄",
    "Login link for the app goes through ⦃oauth_url⦄ — that's normal.",
    "The training video: ⦃yt_url⦄",
]

T["env_benign"] = [
    "@code NODE_ENV=production\nPORT=⦃n3⦄0\nTZ=⦅Europe/Dublin|Australia/Perth|Africa/Johannesburg⦆",
    "@code export DB_HOST=⦃host⦄\nexport DB_USER=⦃user⦄\nexport DB_NAME=⦃db_name⦄",
    "@code LOG_LEVEL=info\nFEATURE_WAITLIST=true\nS3_BUCKET=⦃db_name⦄-uploads",
    "@code docker run -e TZ=Pacific/Auckland -e PUID=1000 -e PGID=1000 -p ⦃n3⦄0:80 linuxserver/⦅nextcloud|jellyfin⦆",
    "@code [build.environment]\n  NODE_VERSION = \"20\"\n  SITE_NAME = \"⦅Ballina Boats|Greymouth Rowing|Printhaus⦆\"\n  PUBLIC_BASE = \"https://⦃domain⦄\"",
    "@code PUBLIC_URL=https://⦃domain⦄\nREDIS_PORT=6379\nMAX_UPLOAD_MB=⦃n2⦄",
]
