# Build script for bench/lines23. It holds a copy of the lines: do NOT commit it with the corpus.
# Theme: the value told in figurative and playful speech (idiom, slang, jokes, memes, metaphor).
import json, random, os

HERE = os.path.dirname(os.path.abspath(__file__))
EN, ZH = [], []


def L(store, lang, slot, trap, value, aliases, phrasing, text):
    store.append({"lang": lang, "text": text, "slot": slot,
                  "owner": "trap" if trap else "user", "trap": trap,
                  "value": value, "aliases": aliases, "phrasing": phrasing})


def e(slot, trap, value, aliases, phrasing, text):
    L(EN, "en", slot, trap, value, aliases, phrasing, text)


def z(slot, trap, value, aliases, phrasing, text):
    L(ZH, "zh", slot, trap, value, aliases, phrasing, text)


def m(slot, trap, value, aliases, phrasing, text):
    L(ZH, "mixed", slot, trap, value, aliases, phrasing, text)


# ---------------------------------------------------------------- EN lives_in
s = "lives_in"
e(s, None, "Tewkesbury", [], "short/roots-put-down-scoreboard",
  "Roots officially put down in Tewkesbury. Flat-pack furniture 0, me 1.")
e(s, None, "Kirkcaldy", [], "short/meme-pov-gulls",
  "POV: you live in Kirkcaldy now and the seagulls already know your name.")
e(s, None, "Dungarvan", [], "medium/mock-royal-proclamation",
  "Hear ye, hear ye: the Duchess of Dungarvan has taken up residence. (It's me. I'm the duchess. The castle is one bedroom above a chip shop.)")
e(s, None, "Wagga Wagga", [], "short/hyperbole-roasting-heat",
  "Wagga Wagga is roasting me alive and I've only lived here nine days.")
e(s, None, "Whanganui", [], "medium/certified-local-self-mockery",
  "Certified Whanganui local as of this week, which means I can finally pronounce it and absolutely nothing else.")
e(s, None, "Lethbridge", [], "medium/pun-on-placename",
  "I'm bridging the gap between prairie and mountains these days, quite literally: Lethbridge is home now, and the wind here has opinions about my hair.")
e(s, None, "Moncton", [], "medium/rhetorical-guess-who-answered",
  "Guess who's the newest person in Moncton pretending to understand tidal bores? Yep. Me, since Saturday. I've got the rental and the rubber boots to prove it.")
e(s, None, "Duluth", [], "long/swapped-fens-for-lake",
  "Swapped the Fens for a lake that behaves like an ocean: after eleven years near Ely my postcode now says Duluth, and my mum in Norwich is convinced I've joined a polar expedition rather than rented a duplex.")
e(s, None, "Keene", [], "short/sarcasm-living-the-dream",
  "Love that my new neighbours in Keene mow at 7am on Sundays. Truly living the dream.")
e(s, None, "Tartu", [], "medium/game-new-save-file",
  "New save file loaded: spawn point Tartu, inventory one bike and a very confused cat. Any tips for surviving my first Estonian winter in this flat?")
e(s, None, "Lahti", [], "long/understatement-sofa-swap",
  "Slight change of scenery: I've traded my brother's sofa in Leicester for a one-bed in Lahti where it's minus twenty outside, and Dev says the sofa misses me more than he does.")
e(s, None, "Aalborg", [], "short/emoji-resident-tag",
  "Aalborg resident now 🚲🌧️ send waterproofs.")
e(s, None, "Zwolle", [], "long/idiom-fish-out-of-water",
  "Total fish out of water here in Zwolle: I moved from Sheffield for the cheap rent, and now everyone, including Henk, my seventy-year-old neighbour, cycles faster than I drive.")
e(s, None, "Kortrijk", [], "long/landlady-adopted-stray",
  "My landlady in Kortrijk, Mrs Verhaeghe, has adopted me like a stray cat, and my old flatmates back in Croydon reckon I've been kidnapped by waffles. Honestly? I'd let them.")
e(s, None, "Olomouc", [], "short/nautical-dropped-anchor",
  "Dropped anchor in Olomouc. Staying put this time, promise.")
e(s, None, "Pécs", ["Pecs"], "medium/accent-bread-lady-joke",
  "Three weeks living in Pécs and I already say 'szia' to the bread lady like a pro, though she answers me in English out of pity.")
e(s, None, "Brașov", ["Brasov"], "long/great-van-disaster-saga",
  "After the Great Van Disaster (two flat tyres, one lost mattress, my cousin Dario crying at a petrol station outside Sibiu) I am finally, officially living in Brașov, whose bears are apparently less dramatic than my family.")
e(s, None, "Coimbra", [], "short/meme-nobody-me",
  "Nobody: / Me, a Coimbra resident now: should I learn fado?")
e(s, None, "Logroño", ["Logrono"], "medium/euphemism-right-sized",
  "We've 'right-sized', which is estate-agent for: we sold the big house and now live in a very small one in Logroño, next door to a very loud tapas bar.")
e(s, None, "Sligo", [], "long/cracked-after-fourteen-winters",
  "Fourteen winters of Aberdeen sleet and I finally cracked — I live in Sligo now, where the rain at least has the decency to be warm-ish. Gran up in Peterhead calls it 'defecting'.")
e(s, None, "Oamaru", [], "short/exclamation-penguins",
  "Oamaru! Penguins at the end of my street! I live here now!")
e(s, None, "Ballarat", [], "medium/football-transfer-window",
  "Transfer window closed and I've signed for Ballarat: the rent's lower, the winters are colder and the bakery on my corner already knows my order.")
e(s, None, "Timaru", [], "long/dad-pioneer-nickname",
  "Dad keeps introducing me as 'our daughter the Timaru pioneer', which is a lot for someone who moved two hours down the coast, while my sister Mere stayed put in Christchurch and gets no nickname at all.")
e(s, None, "Thunder Bay", [], "short/new-chapter-postcode",
  "New chapter, new postcode: Thunder Bay.")
e(s, None, "Fredericton", [], "medium/irony-two-seasons",
  "Nobody warned me Fredericton has two seasons, winter and road works. Anyway, it's home now, so I'll learn to love the cones.")
e(s, None, "Ludlow", [], "long/gains-and-losses-list",
  "Things I've gained by moving to Ludlow: a castle view, a butcher who calls me 'duck', and a forty-minute drive to see Priya in Shrewsbury. Things I've lost: my Manchester tram pass and all my excuses.")
# traps
e(s, "other_person", "Stroud", [], "short/sister-gone-native",
  "My little sister has officially gone native in Stroud. Sourdough, wellies, the lot.")
e(s, "other_person", "Hexham", [], "long/cousin-upped-sticks",
  "Big news from the cousins: Lorcan has upped sticks to Hexham with his three greyhounds, and Aunt Bríd keeps asking when I'll 'follow him up' — I won't, I'm very happy where I am.")
e(s, "hypothetical", "Frome", [], "medium/fantasy-cheese-shop",
  "In my fantasy life I run away to Frome, open a cheese shop and never answer an email again. One day. Not this decade.")
e(s, "hypothetical", "Penrith", [], "long/swear-rent-one-more-time",
  "If the rent here climbs one more time I swear I'll pack up and become a Penrith person — my friend Jules says it's half the price up there, though she said the same about Carlisle and she was wrong.")
e(s, "trip", "Truro", [], "short/playing-tourist",
  "Playing tourist in Truro till Sunday, back to reality Monday.")
e(s, "trip", "Bangor", [], "medium/hobbit-cottage-week",
  "Living my best hobbit life in a rented cottage near Bangor this week — someone remind me there's a real home and real bills waiting when I get back.")
e(s, "interview", "Keswick", [], "medium/interrogated-by-panel",
  "Off to Keswick tomorrow to be interrogated by a hiring panel. If they like me I might be moving; if not, free scenery.")
e(s, "interview", "Athlone", [], "long/second-round-pretend-local",
  "The second-round interview was at their Athlone office, and I spent the whole train ride pretending to be a local, practising 'grand' and picturing a flat above a pub. They'll let me know in a fortnight; till then I'm exactly where I've always been.")
e(s, "negation", "Kendal", [], "short/rumours-exaggerated",
  "Rumours of my move to Kendal have been greatly exaggerated.")
e(s, "negation", "Whitby", [], "medium/gym-app-glitch",
  "No, I have not 'run off to Whitby'. The address on the gym app is a glitch, I've never even been.")
e(s, "past", "Skegness", [], "medium/my-era-nostalgia",
  "Ah, my Skegness era: chips for dinner, wind in my ears and a landlord called Terry. Good times, long gone.")
e(s, "past", "Inverurie", [], "long/old-photo-terrible-fringe",
  "Found a photo from my Inverurie years — me, a terrible fringe, a flat above a bakery — and got all misty before remembering I left in 2016 and never looked back. Sent it to Callum, who still lives round the corner from that bakery.")
e(s, "question", "Bridlington", [], "short/terrible-or-dramatic",
  "Is Bridlington a terrible place to live or is the internet just being dramatic?")
e(s, "question", "Lerwick", [], "medium/bold-chapter-or-disaster",
  "Honest opinion needed: would moving to Lerwick be a bold new chapter or a slow-motion disaster?")

# ---------------------------------------------------------------- EN employer
s = "employer"
e(s, None, "Brindle & Hask", [], "short/jumped-ship-stuck-with-me",
  "Jumped ship! Brindle & Hask is stuck with me now.")
e(s, None, "Quillfeather Analytics", [], "short/sold-soul-and-saturdays",
  "Sold my soul (and my Saturdays) to Quillfeather Analytics. Pay's decent though.")
e(s, None, "Tallowmere Foods", [], "medium/part-of-the-family-hamper",
  "Apparently I'm 'part of the Tallowmere Foods family' now, according to the welcome hamper, which is eighty per cent branded jam.")
e(s, None, "Oxbow Freight", [], "medium/day-three-adopted-by-forklifts",
  "Day three at Oxbow Freight and I've already been adopted by the forklift guys, lost my lanyard twice and learned that nobody touches Gary's mug.")
e(s, None, "Pellmark Insurance", [], "long/new-kid-after-eight-years",
  "Eight years of being 'the Harcourt guy' and now I'm the new kid at Pellmark Insurance, where nobody knows my coffee order and Shona from accounts still thinks I'm an auditor sent to spy on her.")
e(s, None, "Corriebank Distillery", [], "short/understated-samples",
  "Small update: I work for a distillery now. Corriebank Distillery. Yes, there are samples.")
e(s, None, "Heronsgate Veterinary", [], "long/dog-has-someone-inside",
  "Heronsgate Veterinary hired me, which means my dog finally has someone on the inside; Carys, my friend from the old shelter in Neath, reckons I'll be doing his jabs myself by Christmas.")
e(s, None, "Finch Lane Bakery", [], "long/cinnamon-and-regret",
  "I now spend my days at Finch Lane Bakery smelling of cinnamon and regret; my flatmate Oyelaran says I come home glowing with flour, and the old crew at the call centre in Bolton keep begging me to smuggle out croissants.")
e(s, None, "Sablewood Games", [], "short/achievement-unlocked-badge",
  "Achievement unlocked: Sablewood Games staff badge 🎮")
e(s, None, "Marrowby Engineering", [], "medium/sarcastic-welcome-videos",
  "Nothing says 'welcome to Marrowby Engineering' like four hours of fire-safety videos and a chair that only goes down.")
e(s, None, "Lantern Row Books", [], "long/lions-den-stapler",
  "Walked into the lion's den on Monday: I'm the first freelancer they've ever put on staff at Lantern Row Books, and Mr Osei, who's been there since the typewriters, is still deciding whether I'm trustworthy. So far I've been allowed to touch the stapler.")
e(s, None, "Tidewell Water", [], "short/rhetorical-payroll",
  "Guess who's on the Tidewell Water payroll now? This guy.")
e(s, None, "Ashcombe Surveys", [], "short/new-crew-new-ship",
  "New crew, new ship: Ashcombe Surveys took me on.")
e(s, None, "Kestrel Loop Cycles", [], "long/mum-says-i-work-in-bikes",
  "Mum's telling the whole street I 'work in bikes' now, which is technically true — Kestrel Loop Cycles took me on for the shop floor and the website — but my uncle Pradeep in Slough has decided I'm a courier.")
e(s, None, "Norland Precast", [], "short/hashtag-hard-hat",
  "Proud new Norland Precast hard hat owner. #concretelife")
e(s, None, "Quayside Dental", [], "medium/still-printers-but-minty",
  "I've gone from fixing printers to fixing... well, still printers, but at Quayside Dental, so now the printers smell of mint.")
e(s, None, "Greystoke Lettings", [], "long/rip-my-sanity",
  "Left the madness of Gorsewood Retail (RIP my sanity, 2019–2025) and landed softly at Greystoke Lettings, where the biggest drama so far is whose turn it is to buy milk; Kemi, who walked out of Gorsewood with me, is still job-hunting.")
e(s, None, "Brackenhurst School", [], "short/staffroom-tea",
  "Brackenhurst School staffroom tea is awful 🍎 but it's my staffroom now.")
e(s, None, "Pinecrest Credit Union", [], "medium/mock-vows-contract",
  "Signed the contract today, so Pinecrest Credit Union and I are bound for better or for worse, in sickness and in audit season.")
e(s, None, "Velloria Labs", [], "long/stayed-while-friends-fled",
  "While half my uni friends fled to Leeds and Bristol, I stayed put and got a job at Velloria Labs, pipetting for a living; Tomás says it sounds like a villain's lair, but it's mostly sticking labels on tubes.")
e(s, None, "Saltmarsh Ferries", [], "short/colon-hired-seasick",
  "Saltmarsh Ferries: hired. Seasick: also yes.")
e(s, None, "Orchard Vale Care Home", [], "medium/scare-quotes-on-the-team",
  "I'm 'on the team' at Orchard Vale Care Home now, which mostly means losing at dominoes to ninety-year-olds every lunch break.")
e(s, None, "Ironbridge Print Co", [], "long/cat-files-missing-person",
  "Ironbridge Print Co pays my wages now and has become my home-from-home — I've spent more hours there this month than in my own flat, my cat has filed a missing-persons report and my sister Ewa has stopped inviting me to brunch.")
e(s, None, "Haddow & Pike Solicitors", [], "short/cest-moi",
  "Haddow & Pike Solicitors, c'est moi. Well, one desk of it.")
e(s, None, "Bluebarrow Solar", [], "medium/free-transfer",
  "Picked up by Bluebarrow Solar on a free transfer: no signing fee, but great perks and a very sunny car park.")
e(s, None, "Dunmore Pharmacy", [], "long/remember-the-corner-shop",
  "Remember Dunmore Pharmacy, the corner place where I used to buy cough sweets? I run its dispensary counter now — old Mr Achebe retired, his daughter Ngozi took it over and poached me from the supermarket chemist in Tamworth.")
# traps
e(s, "other_person", "Copperleaf Logistics", [], "short/brother-escaped",
  "My brother finally escaped to Copperleaf Logistics. Freedom looks good on him.")
e(s, "other_person", "Kilnworth Ceramics", [], "long/niamh-snapped-up",
  "Our Niamh has been snapped up by Kilnworth Ceramics — she's over the moon, Dad's already asking about a discount on mugs, and I'm sitting at my same old desk being happy for her.")
e(s, "hypothetical", "Glenfarrow Studios", [], "medium/parallel-universe-badgers",
  "In a parallel universe I'm thriving at Glenfarrow Studios, drawing cartoon badgers for a living. In this one I do spreadsheets.")
e(s, "hypothetical", "Ruddock Marine", [], "long/drop-everything-if-they-rang",
  "If Ruddock Marine ever rang me out of the blue I'd drop everything, dust off my waders and sign whatever they put in front of me — but they won't, and everyone at my desk cluster knows I say this every Friday.")
e(s, "trip", "Hallamby Mills", [], "medium/visiting-guest-audit-coffee",
  "Spending the week as a 'visiting guest' at Hallamby Mills for a supplier audit. The coffee there is a human-rights issue.")
e(s, "trip", "Pendrell Optics", [], "long/knowledge-exchange-mug",
  "Work sent me on a three-day 'knowledge exchange' at Pendrell Optics in Dundee; they gave me a desk, a badge and a mug, and by Thursday the receptionist greeted me by name. Back to my actual job on Monday, sadly.")
e(s, "interview", "Carrowmore Analytics", [], "short/survived-assessment-centre",
  "Survived the Carrowmore Analytics assessment centre. Barely. Fingers crossed.")
e(s, "interview", "Thistledown Media", [], "long/culture-fit-kayaking",
  "Did a 'culture fit' chat at Thistledown Media, which turned out to be forty minutes of me pretending to love kayaking. We'll see if they call; my flatmate Ronan, who actually kayaks, is offended on my behalf.")
e(s, "negation", "Vantrell Bank", [], "short/did-not-sell-out",
  "For the record: I did not sell out to Vantrell Bank. That endorsement on my profile is a prank.")
e(s, "negation", "Orrin & Vale", [], "medium/there-is-no-job",
  "Three people congratulated me on 'the Orrin & Vale job' today. There is no Orrin & Vale job. I turned them down in March.")
e(s, "past", "Gorsey Bank Call Centre", [], "medium/stint-nightmares",
  "Still have nightmares about my stint at Gorsey Bank Call Centre: headset burns, scripts, the lot. Ten years on and I flinch at hold music.")
e(s, "past", "Tillyard's Department Store", [], "long/badge-in-memory-box",
  "Clearing out a drawer, I found my old name badge from Tillyard's Department Store, where I spent my twenties folding jumpers and dodging a supervisor called Clive; it went straight into the memory box, next to my first ever payslip.")
e(s, "question", "Marlowe Freight", [], "short/eats-people-alive",
  "Is Marlowe Freight the kind of place that eats people alive, or are the reviews just grumpy?")
e(s, "question", "Fenbury Health", [], "medium/step-up-or-fire",
  "Genuine question: would going to Fenbury Health be a step up or a step into a fire?")

# ---------------------------------------------------------------- EN job
s = "job"
e(s, None, "sous chef", [], "short/hung-up-waiter-apron",
  "Hung up my waiter's apron. I'm a sous chef now, burns and all.")
e(s, None, "tree surgeon", [], "short/meme-me-also-me",
  "Me: afraid of heights. Also me: a tree surgeon as of Monday 🌳")
e(s, None, "dental hygienist", [], "medium/professionally-scrape-teeth",
  "I professionally scrape people's teeth now. I'm a dental hygienist, if we're being fancy — so please floss before you visit me.")
e(s, None, "piano tuner", [], "medium/everything-sounds-flat",
  "Everything sounds slightly flat to me lately, which is an occupational hazard now that I'm a piano tuner and hear it in every shop.")
e(s, None, "quantity surveyor", [], "long/excel-wizard-made-official",
  "Twelve years as the office 'Excel wizard' and I finally went somewhere else with it: I qualified as a quantity surveyor, and my old team in Reading still send me pivot-table questions like I'm their personal helpline.")
e(s, None, "paramedic", [], "short/emoji-blue-lights",
  "Officially a paramedic 🚑 blue lights, bad coffee, best job.")
e(s, None, "sign-language interpreter", [], "medium/hands-got-a-day-job",
  "My hands finally have a day job: I'm a sign-language interpreter at the council now, so yes, I talk with them constantly.")
e(s, None, "scaffolder", [], "long/grandad-trapeze",
  "Grandad is horrified that I 'climb poles for a living' — I'm a scaffolder now, not a trapeze act — while my cousin Imogen, the accountant, just wants to know if it pays overtime.")
e(s, None, "junior sommelier", ["sommelier"], "short/mock-formal-cellar-keeper",
  "Please address me as Keeper of the Wine Cellar. (I'm a junior sommelier. But still.)")
e(s, None, "court stenographer", [], "medium/wrists-filing-complaint",
  "I type faster than most people think now — court stenographer, started Monday — and my wrists are filing a formal complaint.")
e(s, None, "dog groomer", [], "long/career-covered-in-fur",
  "Turns out there's a career in being covered in fur: I'm a dog groomer now, at a little place by the canal, and my own dog Biscuit is furious that I come home smelling of strangers. Sanjay from my old admin job says it's the happiest he's seen me.")
e(s, None, "farrier", [], "short/shoes-for-horses",
  "Shoes for horses, not humans. I'm a farrier now.")
e(s, None, "night porter", [], "long/creature-of-the-night",
  "Creature of the night these days: night porter at a hotel by the station, reading paperbacks between buzzes, while my old day-shift crew at the warehouse in Wakefield send me memes at 7am that I answer at noon.")
e(s, None, "payroll officer", [], "long/complainer-to-maker",
  "I went from the person who moaned loudest about payslips to the person who makes them — payroll officer, started last week — and the irony is not lost on Fatima, who sat next to me in the complaints queue for five years.")
e(s, None, "hydrologist", [], "short/obsessed-with-puddles",
  "Professionally obsessed with puddles: I'm a hydrologist now.")
e(s, None, "crane operator", [], "medium/best-view-paid-to-sit",
  "Best view in the city and I'm paid to sit in it: crane operator since the spring, and I still wave at the pigeons.")
e(s, None, "lifeguard", [], "long/cant-swim-in-sea-irony",
  "Can't swim in the sea without panicking, yet here I am, the new lifeguard at the leisure-centre pool in Bexhill, whistle and all; my swimming teacher from 1998, Mrs Kaur, would laugh herself silly.")
e(s, None, "tattoo artist", [], "short/ink-stained-no-typos",
  "Ink-stained for life: tattoo artist, two weeks in, no tragic typos yet.")
e(s, None, "beekeeper", [], "long/pun-bee-lieve",
  "Bee-lieve it or not, I'm a beekeeper now, full-time, on a farm outside Hay-on-Wye, in a suit two sizes too big that used to belong to the farmer's son, Gethin.")
e(s, None, "apprentice stonemason", ["stonemason"], "long/keyboard-to-stone",
  "From tapping at a keyboard in a glass box to tapping at stone in the rain: I quit the data-entry job in Swindon, I'm an apprentice stonemason now, and Ray the master mason shouts 'softer!' at me every ten minutes.")
e(s, None, "optometrist", [], "short/look-into-my-eyes",
  "Fancy new title: optometrist. Look into my eyes. No, really, I need to.")
e(s, None, "actuary", [], "medium/great-at-parties",
  "I calculate how likely you are to die for a living now — actuary, qualified at last — so yes, I'm great at parties.")
e(s, None, "wedding photographer", [], "long/every-weekend-someone-elses",
  "Every weekend I'm at somebody else's big day, because I'm a wedding photographer now; my friend Lottie has booked me for hers in June, and my old boss at the estate agency asked if I do 'discount rates for ex-colleagues'.")
e(s, None, "ski instructor", [], "short/paid-to-fall-over",
  "Paid to fall over in the snow: ski instructor, season one.")
e(s, None, "museum conservator", [], "medium/babysit-old-objects",
  "I babysit very old objects now: I'm a museum conservator, which in practice means whispering at a two-hundred-year-old quilt all day.")
e(s, None, "sound engineer", [], "long/thank-me-for-crisp-podcasts",
  "If a podcast sounds crisp this year, thank me: I'm a sound engineer at a little studio in Walthamstow, my brother Kofi still thinks I 'press play for a living', and my ex-colleagues at the bank keep asking if I've met anyone famous.")
# traps
e(s, "other_person", "glazier", [], "short/flatmate-clean-windows",
  "My flatmate is a glazier now. Our windows have never been cleaner.")
e(s, "other_person", "cheesemonger", [], "long/aunt-reinvented-at-sixty",
  "Aunt Moira has reinvented herself at sixty as a cheesemonger — she sends me smelly photos daily and Uncle Pat says the house smells like a farmyard — while I'm doing exactly what I was doing this time last year.")
e(s, "hypothetical", "lighthouse keeper", [], "medium/daydream-hate-stairs",
  "Sometimes I daydream about chucking it all in to become a lighthouse keeper. Then I remember I hate stairs.")
e(s, "hypothetical", "clockmaker", [], "long/lottery-retrain",
  "If I won the lottery tomorrow I'd retrain as a clockmaker, tinker with brass all day and never sit through a stand-up again; my friend Anouk says I'd be bored in a week and she's probably right.")
e(s, "trip", "ranch hand", [], "short/honorary-farm-stay",
  "Honorary ranch hand at a farm stay in Montana all week. Back at my desk Monday.")
e(s, "trip", "trail cook", [], "medium/holiday-snack-carrier",
  "Spent my holiday as the volunteer trail cook for a walking group in the Pyrenees, lugging everyone's snacks up hills, then flew home to normal life.")
e(s, "interview", "copy editor", [], "short/missed-typo-in-ad",
  "Had an interview for a copy editor role. Didn't spot the typo in their job ad, so probably not.")
e(s, "interview", "air traffic controller trainee", ["air traffic controller"], "long/juggle-fake-planes",
  "Audition-style interview for 'air traffic controller trainee' today: they made me juggle three fake planes on a screen while a man named Hollis tutted; no idea if I passed, and my current boss thinks I was at the dentist.")
e(s, "negation", "podiatrist", [], "short/autofill-never-touched-foot",
  "Not a podiatrist, whatever my profile's autofill decided. Never touched a foot professionally.")
e(s, "negation", "train driver", [], "medium/reunion-convinced",
  "Everyone at the reunion was convinced I'd become a train driver. I have not. I just like trains and talked about them too much.")
e(s, "past", "refuse collector", [], "medium/glorious-summer-career",
  "My glorious career as a refuse collector (summer of 2009) gave me great arms and no sense of smell. Long retired.")
e(s, "past", "stunt double", [], "long/fell-down-staircase-forty-times",
  "Back when I was a stunt double for a regional TV drama, I fell down the same staircase forty times in one day; my knees still remind me, and Giles, the director, still sends Christmas cards even though I quit in 2012.")
e(s, "question", "arborist", [], "short/hug-the-trees",
  "Would I make a decent arborist, or would I just hug the trees?")
e(s, "question", "funeral director", [], "medium/brave-or-morbid",
  "Serious question: is becoming a funeral director at thirty-five brave or just morbid?")

# ---------------------------------------------------------------- EN manager
s = "manager"
e(s, None, "Oluwaseun Adeyemi", ["Oluwaseun"], "short/new-sheriff-in-town",
  "New sheriff in town: Oluwaseun Adeyemi. My leave requests tremble.")
e(s, None, "Marguerite", [], "short/minion-banana",
  "Officially Marguerite's minion now. She even brought me a banana.")
e(s, None, "Tomasz Wierzbicki", ["Tomasz"], "medium/under-his-wing-fair-trade",
  "Got moved into Tomasz Wierzbicki's team and he's taken me under his wing, which mostly means he signs my timesheets and explains tax codes while I fetch the coffee.")
e(s, None, "Ingrid Solheim", ["Ingrid"], "medium/captain-of-the-ship",
  "Captain of the ship is now Ingrid Solheim: the reorg dropped me into her crew and she runs a tight, slightly terrifying deck.")
e(s, None, "Aoife Brennan", ["Aoife"], "long/farewell-doughnuts-hello-standups",
  "Farewell, Rafael Quintero's Friday doughnuts; hello, Aoife Brennan's 8am stand-ups. The reshuffle put me under Aoife and I've aged five years in a week, though Kenji, who stayed with Rafael, says I'm being dramatic.")
e(s, None, "Deepa Kulkarni", ["Deepa"], "short/leave-lives-and-dies",
  "My annual leave now lives and dies by Deepa Kulkarni. Be nice to me, Deepa.")
e(s, None, "Hamish Dunlop", ["Hamish"], "medium/work-dad-fleece",
  "Hamish Dunlop is basically my work dad now that I report to him: dad jokes, dad fleece, dad approval of my spreadsheets.")
e(s, None, "Yusuf Karaca", ["Yusuf"], "long/new-coach-mid-season",
  "It's like getting a new coach mid-season: Yusuf Karaca took over our squad on Tuesday, binned the rota Greta had us on for years, and I've got my first one-to-one with him on Thursday. Wish me luck.")
e(s, None, "Noor Haddad", ["Noor"], "short/meme-breathes-quick-call",
  "Me: *breathes* / My new boss Noor Haddad: 'quick call?'")
e(s, None, "Benedikt Auer", ["Benedikt"], "long/game-master-quests-loot",
  "Benedikt Auer runs our team now and he runs it like a tabletop game master: quests on Monday, loot (biscuits) on Friday. Sophie, who had us before him, only ever handed out spreadsheets.")
e(s, None, "Siobhan Carty", ["Siobhan"], "long/if-my-job-were-a-flat",
  "If my job were a flat, Siobhan Carty would now be the landlord: she took over our unit when Pieter retired, she approves every repair (read: every day off), and Lwazi at the next desk swears she answers emails at 5am.")
e(s, None, "Kwame Mensah", ["Kwame"], "short/i-answer-to",
  "I answer to Kwame Mensah these days. Lovely man. Terrifyingly organised, but lovely.")
e(s, None, "Liesel Brandt", ["Liesel"], "medium/holds-the-strings",
  "Liesel Brandt holds the strings now — new line manager as of the restructure — and she's already moved my desk next to hers.")
e(s, None, "Mateus Pires", ["Mateus"], "long/shuffled-the-deck",
  "The big boss shuffled the deck again: I've been dealt to Mateus Pires, my friend Abena got dealt to the Lisbon team, and poor Ollie is still waiting to find out whose hand he's in.")
e(s, None, "Farah Siddiqui", ["Farah"], "short/emoji-crown-timesheets",
  "👑 Farah Siddiqui, queen of my timesheets since this morning.")
e(s, None, "Gideon Ashby", ["Gideon"], "long/understatement-lunch-optional",
  "Minor detail: the person who signs off my overtime is now Gideon Ashby, a man who believes lunch is optional, which is quite the change from Lorraine, who fed us biscuits and let us leave at four on Fridays.")
e(s, None, "Ottilie Marsh", ["Ottilie"], "long/changing-form-tutors",
  "Feels like changing form tutors in year nine: Ottilie Marsh is my manager now, Bernard's off to the Bristol site, and I've been told to 'bring my ideas' to her Monday drop-ins, which is code for homework.")
e(s, None, "Femke de Wit", ["Femke"], "short/sidekick-cape-pending",
  "Sidekick duties now performed for Femke de Wit. Cape pending.")
e(s, None, "Ravindra Menon", ["Ravindra"], "medium/forecast-check-ins",
  "Forecast for the foreseeable: Ravindra Menon's weekly check-ins, with a strong chance of 'just one more thing'. He's my boss now, for the record.")
e(s, None, "Clémence Aubry", ["Clemence Aubry", "Clémence", "Clemence"], "long/plot-twist-stapler-thief",
  "Plot twist of the year: Clémence Aubry, who sat opposite me and stole my stapler for three years, got promoted and now I report to her. She says she'll return the stapler 'as a goodwill gesture'; Marcus, our old lead, just laughed.")
e(s, None, "Ezinne Okafor", ["Ezinne"], "medium/new-flock-new-shepherd",
  "Baa. New flock, new shepherd: I've been moved into Ezinne Okafor's team and she counts us every morning at stand-up.")
e(s, None, "Björn Lindqvist", ["Bjorn Lindqvist", "Björn", "Bjorn"], "medium/gatekeeper-holiday",
  "All my holiday plans now go through the gatekeeper — that's Björn Lindqvist, my new supervisor — and he's already blocked the week I wanted in August.")
e(s, None, "Paloma Reyes", ["Paloma"], "long/orchestra-new-conductor",
  "Our little orchestra has a new conductor, Paloma Reyes: she waved her baton at the restructure and now I'm one of her eight direct reports, while Terrence, who used to conduct us, has gone to lead the Manchester office.")
e(s, None, "Cormac Daly", ["Cormac"], "short/hostage-9am-meetings",
  "Held hostage in Cormac Daly's 9am meetings. He's my manager now. Send snacks.")
e(s, None, "Adaeze Nwosu", ["Adaeze"], "medium/final-whistle-referee",
  "Whenever my team argues, the final whistle now belongs to Adaeze Nwosu; she inherited us last week and has already shown someone a yellow card for reply-all.")
e(s, None, "Imani Roberts", ["Imani"], "long/mock-obituary-reporting-line",
  "Here lies my reporting line to Howard (2019–2025), gone but not missed. My new boss is Imani Roberts, who remembers birthdays, answers messages and hasn't once called me 'champ'; my mum in Coventry says I sound like I've been let out of prison.")
# traps
e(s, "other_person", "Petra Hollis", ["Petra"], "short/sisters-panto-villain",
  "My sister's new boss, Petra Hollis, sounds like a panto villain.")
e(s, "other_person", "Nkechi Eze", ["Nkechi"], "long/dad-thirty-years-on-buses",
  "Dad's thrilled: after thirty years on the buses he's finally got a manager he likes, a woman called Nkechi Eze who lets him pick his routes; meanwhile my own boss hasn't changed and still can't spell my name.")
e(s, "hypothetical", "Conrad Pell", ["Conrad"], "medium/change-name-move-to-woods",
  "If I ever end up reporting to Conrad Pell, I'm changing my name and moving to the woods. Luckily it's not on the cards.")
e(s, "hypothetical", "Zainab Qureshi", ["Zainab"], "long/wild-daydream-other-floor",
  "Wild daydream: imagine Zainab Qureshi as my boss — brilliant, actually reads the docs, laughs at my jokes. Alas, she's on the other floor, and I'm stuck exactly where I am, dreaming.")
e(s, "trip", "Rhodri Pugh", ["Rhodri"], "short/site-visit-hi-vis-boss",
  "This week's site-visit 'boss': Rhodri Pugh, keeper of the hi-vis. Normal service Monday.")
e(s, "trip", "Halvard Moe", ["Halvard"], "medium/conference-ducklings",
  "On the conference trip I'm in Halvard Moe's group; he herds us like ducklings between talks, but only till Friday.")
e(s, "interview", "Shirin Azadi", ["Shirin"], "short/hiring-manager-laughed-once",
  "Interview with the hiring manager, Shirin Azadi, went... fine? She laughed once. Waiting.")
e(s, "interview", "Dorian Fitch", ["Dorian"], "medium/lime-green-suit-jury-out",
  "If the Leicester role comes through I'd be working under someone called Dorian Fitch, who interviewed me in a lime-green suit. Jury's out.")
e(s, "negation", "Garfield Noakes", ["Garfield"], "short/contrary-to-gossip",
  "Contrary to office gossip, I do not report to Garfield Noakes. I've never even met the man.")
e(s, "negation", "Lucinda Frey", ["Lucinda"], "medium/wrong-box-org-chart",
  "The org chart has me in Lucinda Frey's box, which is nonsense: HR dragged the wrong name. I'm not in her team and never have been.")
e(s, "past", "Thaddeus Crane", ["Thaddeus"], "medium/first-ever-boss-character-test",
  "Ah, Thaddeus Crane, my first-ever boss, who made me alphabetise the stationery cupboard as a 'character test'. That was fifteen years ago.")
e(s, "past", "Moira Vance", ["Moira"], "long/retirement-drinks-same-speech",
  "Went to Moira Vance's retirement drinks last night: she managed me for six long years at my last job, she still gives the same speech about 'pulling together', and she's the reason I can't hear 'team spirit' without wincing.")
e(s, "question", "Beatrix Olufemi", ["Beatrix"], "short/dream-or-nightmare",
  "Would reporting to Beatrix Olufemi be a dream or a nightmare?")
e(s, "question", "Sunil Vaidya", ["Sunil"], "medium/weird-to-ask-to-move",
  "Real talk: is it weird to ask to be moved under Sunil Vaidya when my current manager sits right next to me?")

# ---------------------------------------------------------------- EN partner_status
s = "partner_status"
e(s, None, "girlfriend", [], "short/off-the-market-league",
  "Officially off the market: got myself a girlfriend. Her name's Talulah and she's out of my league.")
e(s, None, "fiancé", ["fiance"], "short/put-a-ring-on-it-crier",
  "He put a ring on it! Meet my fiancé, the man who cried harder than I did 💍")
e(s, None, "husband", [], "medium/tied-the-knot-registry",
  "Tied the knot on Saturday at the registry office in Ormskirk: small, loud and perfect. Still can't believe I get to say 'my husband'.")
e(s, None, "wife", [], "medium/better-half-stolen-bed",
  "My better half — my wife of exactly four days — has already claimed the good side of the bed.")
e(s, None, "boyfriend", [], "long/friend-to-boyfriend-one-walk",
  "Went from 'my friend Alessandro' to 'my boyfriend Alessandro' in the space of one very long walk along the canal; my flatmate Grace says she saw it coming since March, and Mum has already asked whether he eats pork.")
e(s, None, "fiancée", ["fiancee"], "short/numbered-reasons-to-smile",
  "Reasons to smile today: 1) coffee 2) my fiancée said yes 3) coffee again.")
e(s, None, "girlfriend", [], "medium/mock-breaking-news",
  "BREAKING: local disaster of a man acquires a girlfriend. Sources confirm she has seen his flat and stayed anyway. More at eleven.")
e(s, None, "wife", [], "long/mum-tells-cousins-tolerates",
  "Mum's already telling the cousins in Kraków that her son 'finally found a wife who tolerates him'; we married last Thursday in a tiny church outside Bury, and my brother Piotr lost the rings twice.")
e(s, None, "husband", [], "short/upgraded-paperwork-cake",
  "Upgraded him from 'the guy I'm seeing' to husband. Paperwork done, cake eaten.")
e(s, None, "fiancé", ["fiance"], "long/bus-stop-proposal-damp",
  "He proposed at a bus stop in Dundalk, of all places, in the rain, with the 12 pulling in and an old lady applauding from the shelter, so I'm out here with a fiancé and a very damp coat.")
e(s, None, "boyfriend", [], "long/sarcasm-disgusting-soup",
  "Nothing romantic about it at all: my boyfriend of two weeks, Dmitri, fixed my boiler, fed my cat while I was at my sister's in Aberystwyth, and then had the nerve to bring soup. Disgusting. I'm keeping him.")
e(s, None, "wife", [], "short/hashtag-married-life",
  "New hashtag: #MarriedLife. She's my wife now and I'm insufferable about it.")
e(s, None, "fiancée", ["fiancee"], "medium/admin-note-carry-on",
  "Small admin note: the woman you keep hearing about, Ines, is my fiancée as of last night. Carry on.")
e(s, None, "boyfriend", [], "long/survived-meet-the-parents",
  "Survived the meet-the-parents dinner in Carlow: her dad grilled me about hurling, her nan fed me three puddings, and by dessert Ciara was introducing me as her boyfriend without even blinking.")
e(s, None, "husband", [], "short/professional-napper",
  "Married the love of my life yesterday, so I am now technically a husband and a professional napper.")
e(s, None, "fiancée", ["fiancee"], "medium/cant-say-it-without-giggling",
  "Still can't say 'my fiancée' without giggling. Elodie rolls her eyes every single time.")
e(s, None, "boyfriend", [], "long/rival-quiz-captains",
  "We started as rival quiz-team captains at the Fox and Hound, I spent a year pretending I didn't fancy him, and now Joaquín is my boyfriend and our two teams have merged into one very smug table.")
e(s, None, "Wife", ["wife"], "short/emoji-colon-checklist",
  "Wife: 💍 Certificate: 📜 signed. Me: 🥹 All official as of 3pm today.")
e(s, None, "wife", [], "medium/lifetime-contract-no-window",
  "Season's over and I've signed a lifetime contract: Rosalind's my wife now, no transfer window.")
e(s, None, "fiancé", ["fiance"], "long/kneeling-in-onion-bed",
  "A year ago he was 'the boy from the allotment next door'; last week, kneeling in the onion bed, he became my fiancé, and Mrs Doyle from plot 14 cried into her leeks.")
e(s, None, "girlfriend", [], "short/dont-make-it-weird",
  "Got a girlfriend. Don't make it weird.")
e(s, None, "husband", [], "medium/who-knew-puncture",
  "Who knew the bloke who fixed my bike puncture in 2021 would be my husband today? Not me, and definitely not my mum.")
e(s, None, "wife", [], "long/chaos-wedding-still-a-win",
  "The wedding was chaos — rain in Skibbereen, the DJ lost somewhere near Cork, my uncle Fergal giving a speech nobody asked for — but I woke up this morning next to my wife, so I'm calling it a win.")
e(s, None, "fiancée", ["fiancee"], "short/promoted-ring-fits",
  "Promoted her to fiancée last night. The ring fits, luckily.")
e(s, None, "boyfriend", [], "medium/kid-with-new-toy",
  "Spent the whole evening introducing Jonah as 'my boyfriend' like a kid with a new toy. It's been three days, leave me alone.")
e(s, None, "fiancée", ["fiancee"], "long/nan-knitting-something-terrifying",
  "My nan in Rhyl is chuffed to bits that her grandson's got a fiancée at last, and she's already knitting something terrifying; Zoe, bless her, has promised to wear it to the engagement party.")
# traps
e(s, "other_person", "girlfriend", [], "short/best-mate-miracles",
  "My best mate finally got himself a girlfriend. Miracles happen.")
e(s, "other_person", "husband", [], "long/cousin-farida-three-days",
  "Cousin Farida has tied the knot in Blackburn — three days of food, two sets of outfits, one very tired DJ — and her new husband Tariq danced with every aunt in the room while I stood there single as ever.")
e(s, "hypothetical", "husband", [], "medium/picture-one-who-cooks",
  "Some days I picture having a husband who cooks. Then I remember I'd have to go on a date first.")
e(s, "hypothetical", "fiancée", ["fiancee"], "long/big-if-spoon-ring",
  "If Rosa and I ever got engaged — big if, we've been on three dates — I'd want her to stay my fiancée for ages, long engagement, maybe a ring made from a spoon; honestly we haven't even had the 'what are we' chat.")
e(s, "trip", "boyfriend", [], "medium/guesthouse-decided-honeymoon-suite",
  "The guesthouse on the coast decided Luca was my boyfriend and gave us the honeymoon suite. Free upgrade, zero romance: we're old school friends.")
e(s, "trip", "wife", [], "long/retreat-trust-games",
  "At the team-building retreat in the Lakes we had to pair up and call our buddy our 'wife for the weekend' during the trust games; mine was a sixty-year-old potter called Wendy, and she took it very seriously.")
e(s, "interview", "fiancé", ["fiance"], "short/interviewer-talked-band",
  "The interviewer spent ten minutes on her fiancé's band. Did I get the job? No idea.")
e(s, "interview", "wife", [], "medium/mock-interview-fake-calls",
  "Mock interview practice with Dev: he played the hiring manager and kept 'taking calls from his wife' to test my patience. I passed, apparently.")
e(s, "negation", "boyfriend", [], "short/carries-shopping-upstairs",
  "Nope, not my boyfriend. He carries my shopping because he lives upstairs.")
e(s, "negation", "fiancé", ["fiance"], "medium/nice-jumper-no-ring",
  "Please stop calling Marco my fiancé. There is no ring, there was no question, he just wore a nice jumper to dinner.")
e(s, "past", "wife", [], "medium/ex-christmas-card",
  "My ex-wife's Christmas card arrived; she still signs it 'love', which is more than the divorce lawyer ever did.")
e(s, "past", "boyfriend", [], "long/loft-box-mixtapes",
  "Cleared out the loft and found the box from when Danny was my boyfriend back in sixth form — mixtapes, a dried rose, a terrible poem about bus stops — and laughed for an hour before binning most of it.")
e(s, "question", "boyfriend", [], "short/too-soon-five-dates",
  "Is it too soon to call him my boyfriend after five dates?")
e(s, "question", "girlfriend", [], "medium/etiquette-check-brothers-do",
  "Etiquette check: do I introduce Paola as my girlfriend at my brother's do, or is that too much too soon?")

# ================================================================ ZH / mixed
# ---------------------------------------------------------------- lives_in
s = "lives_in"
z(s, None, "韶关", ["Shaoguan"], "short/官宣-移居-蹭饭",
  "官宣：本人已成功移居韶关，欢迎来蹭饭🍚")
z(s, None, "荆州", ["Jingzhou"], "short/某某漂-自封",
  "从今天起我就是一名正经的荆州漂了😂")
z(s, None, "蚌埠", ["Bengbu"], "long/地名难念-段子",
  "搬到蚌埠第三天，终于学会这俩字怎么念了，楼下大爷还夸我发音比他孙子标准，我在合肥的老同学到现在还把它念成'邦阜'。")
z(s, None, "衢州", ["Quzhou"], "short/成语-安居乐业-算账",
  "在衢州安居乐业啦，一碗面才八块😋")
z(s, None, "赣州", ["Ganzhou"], "long/熬了六年-当老表",
  "在东莞的厂里熬了六年，今年开春咬咬牙搬来了赣州，表姐还在东莞骂我没良心，说我跑去当老表了，哈哈，反正我现在天天吃小炒鱼。")
z(s, None, "六盘水", ["Liupanshui"], "short/夸张-凉快得想哭",
  "六盘水的夏天凉快得我想哭，住这儿真是占了大便宜。")
z(s, None, "鹤壁", ["Hebi"], "medium/南方人被暖气宠坏",
  "我这个南方人如今住鹤壁，头一个冬天就被暖气宠坏了，回不去了回不去了。")
z(s, None, "北海", ["Beihai"], "long/嫁给海风-老爸守店",
  "老妈在群里说我'嫁给了北海的海风'，其实就是我一个人搬到北海了，老爸还在柳州守着他的粉店，天天问我这边海鲜是不是不要钱。")
z(s, None, "宜宾", ["Yibin"], "short/新市民报到",
  "宜宾新市民报到！燃面真香。")
z(s, None, "湛江", ["Zhanjiang"], "medium/比喻-移栽小树苗",
  "感觉自己像棵被移栽的小树苗，从老家挪到了湛江，土是新的，太阳是毒的，慢慢长吧。")
z(s, None, "株洲", ["Zhuzhou"], "long/俗语-人挪活-阿姨端饺子",
  "都说人挪活树挪死，我这个人挪到株洲已经仨月了，活得挺好；倒是楼下王阿姨老担心我一个人吃不上热饭，隔三岔五给我端饺子。")
z(s, None, "常德", ["Changde"], "short/新住户-米粉三顿",
  "成了常德的新住户🙌 米粉一天三顿都不腻")
z(s, None, "滁州", ["Chuzhou"], "long/被鸟吵醒太奢侈",
  "以前在宿迁天天挤公交上班，现在搬来了滁州，小区门口就是山，早上被鸟吵醒的感觉太奢侈了，闺蜜小雪说我这是提前退休。")
# traps
z(s, "other_person", "绵阳", ["Mianyang"], "medium/表弟安顿-妈拿他当榜样",
  "我表弟可算在绵阳安顿下来了，买了房还养了条狗，我妈天天拿他当榜样数落我。")
z(s, "hypothetical", "德阳", ["Deyang"], "medium/做梦退休-六十岁",
  "做梦都想去德阳过退休生活，等我攒够钱再说吧，估计得六十岁了😂")
z(s, "trip", "九江", ["Jiujiang"], "medium/出差江景房-打回原形",
  "这礼拜在九江出差，住江边酒店，感觉自己像个度假的富婆，周日就打回原形。")
z(s, "interview", "佳木斯", ["Jiamusi"], "medium/高铁面试-腿软",
  "明天坐高铁去佳木斯面试，要是成了就得往东北跑，想想冬天腿就软。")
z(s, "negation", "牡丹江", ["Mudanjiang"], "medium/谁造谣-快递填错",
  "谁造谣我搬去牡丹江了？我连省都没出过，那是快递地址填错了好吗。")
z(s, "past", "钦州", ["Qinzhou"], "long/翻旧照-头发多-过去式",
  "翻到以前在钦州住的时候拍的照片，那会儿天天去海边吹风，头发比现在多多了，唉，都是过去式了，房东阿婆去年还给我寄过一箱荔枝。")
z(s, "question", "潮州", ["Chaozhou"], "short/适合年轻人吗",
  "潮州适合年轻人住吗？吃的好但机会少？")
m(s, None, "Tseung Kwan O", ["将军澳"], "short/hk-迫港铁-新身份",
  "搬咗入Tseung Kwan O，正式做埋'新界东人'，每朝同成班人迫港铁😂")
m(s, None, "Tai Po", ["大埔"], "long/hk-入伙-墟市食嘢",
  "终于入伙！我而家住Tai Po，周末去墟市食嘢，个心好平静，唔使再顶住旺角啲人流，阿爸仲话退休之后要搬嚟同我做邻居。")
m(s, None, "Punggol", ["榜鹅"], "short/sg-resident-liao-风好大",
  "Officially a Punggol resident liao，风大到 damn shiok.")
m(s, None, "Sengkang", ["盛港"], "long/sg-搬出父母家-妈妈问吃饭",
  "Last time stay with my parents in Ang Mo Kio until thirty also kena nag, now finally collected keys，搬进 Sengkang 自己名字的 flat 了，my mum still call every night ask 我吃饭没有。")
m(s, None, "Ipoh", ["怡保"], "medium/my-我就是kampung",
  "No more balik kampung — 我现在就住在 kampung 了 lah，搬回 Ipoh，每天早上白咖啡配芽菜鸡，life very chill.")
m(s, None, "Seremban", ["芙蓉"], "long/my-老爸说降级-我说升级",
  "从 KL 搬来 Seremban 之后，我老爸说我'降级'了，但我觉得是升级咯：rent 少一半，traffic 没那么 jialat，周末还可以去看 grandma，隔壁 Auntie Mei 开咖啡店天天请我喝。")
m(s, None, "湖州", ["Huzhou"], "short/cn-base地切换",
  "Base 地正式切到湖州了，commute 变成骑电驴十分钟，KPI 都变可爱了。")
m(s, None, "台州", ["Taizhou"], "long/cn-落地满月-活得像人",
  "落地台州满一个月，离公司 15 分钟，周末还能去海边 chill 一下，比起在上海合租隔断间那三年，终于活得像个人了，前室友 Lisa 已经说要来蹭住。")
m(s, None, "江门", ["Jiangmen"], "long/cn-房租PUA-战略性撤退",
  "之前在深圳被房租 PUA 了三年，现在 relocate 去了江门，房子大一倍，同事阿 Ken 说我这是战略性撤退，我说这叫 work-life balance。")
m(s, None, "Dunedin", ["但尼丁"], "short/student-全城学生-返老还童",
  "搬来 Dunedin 读书了，全城都是学生，感觉自己返老还童。")
m(s, None, "Waterloo", ["滑铁卢"], "medium/student-名字不吉利-暖气坏",
  "住在 Waterloo 就是会被朋友笑'遭遇滑铁卢'，更惨的是我 townhouse 暖气还坏了，roommate 都裹着被子写 assignment。")
m(s, None, "Hamilton", ["汉密尔顿"], "long/overseas-房东讲羊-像农场",
  "以前在 Auckland 打两份工，现在搬到 Hamilton 了，房东是个退休的 Kiwi 大叔，天天跟我讲他的羊，我妈视频看到后院说像农场。")
m(s, None, "Eindhoven", ["埃因霍温"], "short/overseas-新居民打卡-单车比人多",
  "Eindhoven 新居民打卡✅ 单车比人多系列。")
# traps
m(s, "other_person", "Ma On Shan", ["马鞍山"], "medium/hk-家姐晒海景-妒忌",
  "我家姐搬咗去Ma On Shan，日日 send 相俾我睇海景，我喺屋企妒忌到爆。")
m(s, "hypothetical", "Jurong West", ["裕廊西"], "medium/sg-万一kena调-半条命",
  "万一我真的 kena 调去 Jurong West 住，每天 commute 会不会直接去掉半条命？只是 imagine 而已啦。")
m(s, "trip", "Kuching", ["古晋"], "medium/my-outstation-早餐好吃",
  "This week outstation 去 Kuching 做 audit，酒店 breakfast 好吃到我想住下来，可惜 Friday 就要飞回去了。")
m(s, "interview", "昆山", ["Kunshan"], "short/cn-onsite面试-先别告诉妈",
  "下周去昆山 onsite 面试，过了可能要 relocate，先别跟我妈说。")
m(s, "negation", "Guelph", ["圭尔夫"], "medium/student-campus选错-人还在dorm",
  "我没有搬去 Guelph 啊！只是选课系统里 campus 选错了，我人还在原来的 dorm。")
m(s, "past", "Bendigo", ["本迪戈"], "long/overseas-袋鼠chill-上辈子",
  "想起以前在 Bendigo 住的那两年，半夜袋鼠在路边 chill，share house 的 Aussie 室友 Jack 天天烤 sausage，现在想起来像上辈子的事了。")
m(s, "question", "Kennedy Town", ["坚尼地城"], "medium/hk-真人意见-唔好地产",
  "Kennedy Town 住落舒唔舒服？想听下真人意见，唔好同我讲地产 agent 嗰套。")

# ---------------------------------------------------------------- employer
s = "employer"
z(s, None, "恒昌物流", [], "short/新东家-先苟着",
  "新东家是恒昌物流，试用期三个月，先苟着。")
z(s, None, "青禾食品", [], "short/卖身-合同三年",
  "正式卖身给青禾食品了，合同一签三年😭")
z(s, None, "瑞丰纺织", [], "medium/饭碗-不锈钢",
  "终于端上了瑞丰纺织的饭碗，虽然不是铁的，但起码是不锈钢的哈哈。")
z(s, None, "鼎晟建材", [], "medium/被收编-算谁的人",
  "我们工作室被鼎晟建材收编了，从今天起我也算鼎晟建材的人了，工牌还没发下来。")
z(s, None, "云岫茶业", [], "long/卖大米到卖茶叶-人设高雅",
  "在老东家金穗粮油干了七年，上个月跳到了云岫茶业，同事说我从卖大米变成卖茶叶，人设都高雅了；老同学阿飞还在金穗，天天找我吐槽。")
z(s, None, "蓝湾渔业", [], "short/打工魂-给谁打工",
  "打工人打工魂，现在给蓝湾渔业打工🐟")
z(s, None, "启明星幼儿园", [], "long/夸张-叫了八百遍老师",
  "进了启明星幼儿园才一周，已经被小朋友叫了八百遍'老师'，嗓子冒烟，以前在培训机构的同事阿琳说我这是职业病升级版。")
z(s, None, "南屿船厂", [], "long/比喻-高速下乡道-爸妈评价",
  "从大厂出来像是从高速下到了乡道，现在在南屿船厂做事，节奏慢但踏实，我爸说这叫回归本真，我妈还以为我去造游艇了。")
z(s, None, "锦和医药", [], "short/新晋螺丝钉-报到",
  "锦和医药新晋螺丝钉一枚，报到！")
z(s, None, "北辰光电", [], "medium/成语-改换门庭-红烧肉",
  "改换门庭，如今在北辰光电混饭吃，食堂的红烧肉是我留下的主要理由。")
z(s, None, "华溪水务", [], "long/换工作比换手机勤-哥发表情",
  "我哥以前老说我换工作比换手机还勤，这回总算安定下来了，进了华溪水务，社保公积金都齐了，他在群里发了个'终于'的表情包，嫂子还给我转了个红包。")
z(s, None, "橙壳科技", [], "medium/上岸了家人们-冲鸭",
  "上岸了家人们！橙壳科技要我了，明天就去报到，冲鸭！")
z(s, None, "永宁寿材", [], "long/说出来不信-二姨撒盐",
  "说出来你可能不信，我现在在一家做寿材的公司上班，叫永宁寿材，老板人挺好，就是每次跟亲戚说起来，二姨都要往我身上撒一把盐，我表妹更是连我的朋友圈都不敢点赞。")
# traps
z(s, "other_person", "盛禾地产", [], "short/闺蜜跳槽-酸死",
  "闺蜜跳去了盛禾地产，天天晒下午茶，酸死我了。")
z(s, "hypothetical", "海蓝生物", [], "medium/要是能进-小透明",
  "要是能进海蓝生物就好了，双休还有班车，可惜人家看不上我这种小透明。")
z(s, "trip", "祥和制药", [], "medium/驻场白大褂-像卧底",
  "被派去祥和制药驻场一周，穿着人家的白大褂，感觉自己像个卧底，下周回原单位。")
z(s, "interview", "凯越汽配", [], "medium/面试脑子一抽-凉了",
  "今天去凯越汽配面试，面试官问我为啥想来，我脑子一抽说因为离家近，估计凉了。")
z(s, "negation", "天沐酒店", [], "short/辟谣-还在老地方",
  "辟谣：我没去天沐酒店！群里谁传的？人还在老地方待着呢。")
z(s, "past", "兴隆百货", [], "long/想当年站柜台-腿疼",
  "想当年在兴隆百货站柜台，一站就是十个钟，柜组长刘姐天天盯着我们补妆，现在想起来腿都疼，那都是十年前的事了。")
z(s, "question", "润泽环保", [], "long/画饼厉害-要不要投",
  "大家觉得润泽环保怎么样？朋友说那边老板画饼很厉害，我表哥在隔壁园区上班也听说加班多，我有点犹豫要不要投简历。")
m(s, None, "Lumora Tech", [], "short/hk-转工揾食",
  "转咗工，而家喺 Lumora Tech 揾食，老细人几好。")
m(s, None, "Harbourlight Insurance", [], "long/hk-茶餐厅到保险-变鬼佬",
  "之前喺屯门间茶餐厅做咗五年，依家跳咗去 Harbourlight Insurance，同事个个讲嘢夹埋英文，阿妈话我'变咗鬼佬'，其实我只系识讲 noted 啫。")
m(s, None, "Kopi Loco Pte Ltd", ["Kopi Loco"], "short/sg-got-in-liao-free-kopi",
  "Got in liao! Now with Kopi Loco Pte Ltd，每天都有 free kopi 哦。")
m(s, None, "Baystone Realty", [], "medium/sg-lobang-came-through",
  "Lobang came through — 我现在在 Baystone Realty 做，boss 说 commission 好的话年底可以带我们去 Bali。")
m(s, None, "Sunhill Clinic", [], "long/my-塞车塞到sian",
  "以前在 Klang 那间 pharmacy 每天塞车塞到 sian，现在在 Sunhill Clinic 做工咯，离家十分钟 only，Kak Ani 还会煮 nasi lemak 给大家吃。")
m(s, None, "Redang Marine Supplies", [], "long/my-cousin介绍-很family",
  "从 Penang 那间 factory 出来后，我 cousin 介绍我进了 Redang Marine Supplies，office 很小但是很 family，Uncle Lim 每天 tapau 早餐给大家，比以前那边好太多。")
m(s, None, "Fernwood 数据", ["Fernwood"], "short/cn-offer已签-又要熟悉OA",
  "新 offer 已签，下周一入职 Fernwood 数据，又要重新熟悉一遍 OA 了。")
m(s, None, "星岚科技", [], "medium/cn-被猎头捞走-soft-landing",
  "被猎头捞去了星岚科技，title 没变，package 涨了三成，算是 soft landing 吧。")
m(s, None, "毛球工坊", [], "long/cn-从写PPT到写猫粮文案",
  "在 Grayline 咨询卷了四年，这回 all in 跳去了一家做宠物粮的 startup，叫毛球工坊，team 就十几个人，老同事 Kevin 说我这是从写 PPT 到写猫粮文案。")
m(s, None, "Tidemark Labs", [], "short/student-intern转正-撒花",
  "Intern 转正啦，现在是 Tidemark Labs 的正式员工了🎉")
m(s, None, "Corvid Robotics", [], "long/student-学术叛徒",
  "PhD 读到一半跑去 Corvid Robotics 全职了，导师气得不回我邮件，室友 Jenny 帮我搬了一箱书去 office，说我是'学术叛徒'。")
m(s, None, "Maple & Birch", [], "long/overseas-四点起床-老板娘塞croissant",
  "之前在 Richmond 的奶茶店摇了一年奶茶，现在去 Maple & Birch 那家 bakery 上班了，每天四点起床，手上都是面粉，但老板娘 Sandra 会塞 croissant 给我带回家。")
m(s, None, "Northgate Council", [], "long/overseas-收银到casual-舅舅点赞",
  "在华人超市收银干了两年，现在进了 Northgate Council 做 casual，虽然钟点不稳，但总算是本地 employer 了，我舅舅在 Melbourne 听说后连发了三个 thumbs up。")
# traps
m(s, "other_person", "Silverpine Bank", [], "medium/hk-屋企人转工-我仲系原本",
  "我细佬转咗去 Silverpine Bank 做嘢，成日 OT 到十点，我反而仲系原本嗰间。")
m(s, "hypothetical", "Zephyr 云", ["Zephyr"], "medium/cn-万一组织调整-quit",
  "万一年底组织调整把我们划去 Zephyr 云，我估计会直接 quit。")
m(s, "trip", "Orchid Shipyard", [], "long/sg-site-visit-visitor-pass",
  "Next week 去 Batam 那边的 Orchid Shipyard 做 site visit，他们会给我一张 visitor pass，同行的 Ah Huat 说那边的 seafood 一流，but only three days lah。")
m(s, "interview", "Brightwater Capital", [], "short/student-final-round-社死",
  "今天 final round 在 Brightwater Capital，面到一半 laptop 没电，当场社死。")
m(s, "negation", "Teratai Foods", [], "medium/my-同名同姓",
  "No lah，我没有跳去 Teratai Foods，那个是我 ex-colleague，同名同姓罢了。")
m(s, "past", "Kiwi Orchard Packhouse", [], "medium/overseas-打包苹果-手还酸",
  "Used to work at Kiwi Orchard Packhouse 打包苹果，一天站十个小时，现在想起来手还酸，那是 2018 年的事了。")
m(s, "question", "Greenbay Logistics", [], "short/hk-福利系咪咁好",
  "Greenbay Logistics 啲福利系咪真系咁好？有冇人做过？")

# ---------------------------------------------------------------- job
s = "job"
z(s, None, "护林员", [], "short/考编上岸-光荣",
  "考编上岸！现在是一名光荣的护林员🌲")
z(s, None, "叉车司机", [], "short/莫得感情-方向盘是命",
  "如今是一名莫得感情的叉车司机，方向盘就是我的命。")
z(s, None, "验光师", [], "medium/看谁先看度数",
  "每天跟眼睛打交道，验光师当了三个月，现在看谁都先猜度数。")
z(s, None, "茶艺师", [], "medium/夸张-喝茶比二十年多",
  "当了茶艺师以后，我一天喝的茶比前二十年加起来都多，晚上睡不着全赖它。")
z(s, None, "育婴师", [], "long/行政转行-闺蜜叫高级保姆",
  "以前坐办公室做行政，天天给领导订会议室，现在转行当了育婴师，每天跟奶瓶尿布打交道；我妈说我终于干了件正经事，闺蜜却笑我是高级保姆，气死。")
z(s, None, "瓦工", [], "short/手艺人不丢人",
  "瓦工一枚，手艺人，靠手吃饭，不丢人！")
z(s, None, "质检员", [], "medium/外号-鸡蛋里挑骨头",
  "质检员上岗第一周，挑刺挑得同事都怕我，外号'鸡蛋里挑骨头小能手'。")
z(s, None, "理疗师", [], "long/表哥开刀我掰腰-一条龙",
  "我表哥是外科医生，天天给人开刀，我现在是理疗师，专门帮人把开完刀的腰掰回来，我俩凑一起就是一条龙服务，舅妈逢人就夸。")
z(s, None, "调香师", [], "short/鼻子是饭碗-感冒失业",
  "如今是个调香师，鼻子就是饭碗，感冒等于失业😷")
z(s, None, "汽修工", [], "short/满手机油-心里踏实",
  "兜兜转转当了汽修工，满手机油，心里踏实。")
z(s, None, "营养师", [], "long/送饭的变管饭的",
  "从外卖骑手转成了营养师，以前是把饭送到人家门口，现在是教人家怎么吃饭，跑单时认识的王哥开玩笑说我'从送饭的变成管饭的了'。")
z(s, None, "陶艺师", [], "medium/泥巴泥巴还是泥巴",
  "陶艺师的日常：泥巴、泥巴、还是泥巴🤎 不过终于是靠手艺吃饭的人了。")
z(s, None, "纹身师", [], "long/爸不说话-妈偷偷要纹花",
  "我爸一直想让我考公务员，结果我跑去当了纹身师，开张第一单给自己纹了只猫，我爸到现在还不跟我说话，我妈倒偷偷问我能不能给她纹朵小花。")
# traps
z(s, "other_person", "宠物美容师", [], "medium/室友一身狗毛-沙发遭殃",
  "我室友转行做了宠物美容师，每天回家一身狗毛，我的沙发遭殃了。")
z(s, "hypothetical", "花艺师", [], "short/下辈子-不用写周报",
  "下辈子想当个花艺师，天天跟花待一起，不用写周报。")
z(s, "trip", "临时厨师", ["厨师"], "long/民宿打工换宿-回来上班",
  "去云南玩的时候在一家民宿当了三天临时厨师，老板包吃包住，同行的小芸负责洗碗，玩得超开心，现在回来继续当我的社畜。")
z(s, "interview", "测绘员", [], "long/现场画图-手抖筛子",
  "下午去面了个测绘员的岗，考官让我现场画图，手抖得跟筛子似的，同去的大刘倒是画得飞快，估计名额是他的了。")
z(s, "negation", "焊工", [], "medium/简历模板没删-脚趾抠地",
  "我真不是焊工啊，简历模板上自带的例子忘删了，尴尬到脚趾抠地。")
z(s, "past", "收银员", [], "short/当年收银-条件反射",
  "当年做过两年收银员，现在听到扫码'嘀'一声还会条件反射。")
z(s, "question", "剪辑师", [], "short/三十岁转行来得及吗",
  "三十岁转行当剪辑师还来得及吗？求真实经验。")
m(s, None, "physio", [], "short/hk-转行拗腰-手臂粗",
  "转咗行做 physio，日日帮啲阿伯拗腰，手臂粗咗一圈。")
m(s, None, "senior property agent", ["property agent"], "medium/hk-卡片新title-阿妈派",
  "升咗做 senior property agent，卡片印埋新 title，阿妈即刻攞去派俾成座大厦。")
m(s, None, "claims adjuster", [], "short/sg-whole-day-see车祸",
  "Now I'm a claims adjuster liao，whole day see people 的车祸照片。")
m(s, None, "flight dispatcher", [], "long/sg-讲师到签派-学生要便宜票",
  "From polytechnic lecturer to flight dispatcher，我自己都没想到 — now whole day look at weather charts and fuel numbers，my ex-students keep asking if I can get them cheap tickets lah。")
m(s, None, "barista trainer", [], "medium/my-做梦都是rosetta",
  "现在是 barista trainer 咯，每天教新人拉花，拉到我做梦都是 rosetta。")
m(s, None, "licensed electrician", ["electrician"], "long/my-有牌孙子-换灯泡",
  "以前在 Kuantan 开 lorry，现在考到证当 licensed electrician，我阿公说终于有个'有牌'的孙子，隔壁 Ah Boy 还跑来问我能不能帮他家换灯泡。")
m(s, None, "UX writer", [], "short/cn-新title-给按钮起名",
  "新 title：UX writer，俗称'给按钮起名字的人'。")
m(s, None, "QA engineer", [], "long/cn-运营转QA-怀疑人生",
  "从运营转成了 QA engineer，每天找 bug 找到怀疑人生，但终于不用写活动方案了，以前同组的 Cindy 说我叛变，转头就来问我测试岗还招不招人。")
m(s, None, "supply chain analyst", [], "long/cn-前台跑到后台-室友battle",
  "卷了三年 sales，现在 pivot 成 supply chain analyst，老板说我'从前台跑到了后台'，大学室友 Tony 还在做 sales，天天跟我 battle 谁更惨。")
m(s, None, "TA", ["teaching assistant"], "short/student-当上TA-当老师的feel",
  "TA 当上了！每周带两节 tutorial，瞬间有了当老师的 feel。")
m(s, None, "lab technician", [], "long/student-留下来-free-coffee",
  "暑假结束之后留下来做 lab technician 了，part-time，但好歹是份正经工作，导师说我终于不用只蹭 free coffee 了，室友 Grace 还在到处投 CV，羡慕到想哭。")
m(s, None, "aged care worker", [], "short/overseas-辛苦有意义",
  "现在在这边做 aged care worker，辛苦但很有意义。")
m(s, None, "dental nurse", [], "long/overseas-小学老师到dental-nurse",
  "之前在国内是小学老师，来了 Toowoomba 之后从 kitchen hand 做起，现在终于当上了 dental nurse，老家的学生家长刷到朋友圈都惊呆了。")
# traps
m(s, "other_person", "product manager", [], "medium/cn-老板儿子-耳朵起茧",
  "我老板的儿子去做了 product manager，老板逢人就炫，我们听得耳朵起茧。")
m(s, "hypothetical", "yoga instructor", [], "short/student-找不到工作就去",
  "如果毕业找不到工作，我就去做 yoga instructor，反正柔韧性还行 lol。")
m(s, "trip", "volunteer tour guide", ["tour guide"], "long/overseas-旅游当向导-回来上班",
  "去 Queenstown 玩的那周，跟着 hostel 老板 Mike 做了几天 volunteer tour guide，带一车背包客看湖，好玩是好玩，但回来还是要乖乖上班的。")
m(s, "interview", "data engineer", [], "medium/sg-tomorrow-interview-jialat",
  "Tomorrow interview for data engineer role，我 SQL 还没复习完，jialat liao。")
m(s, "negation", "nurse", [], "short/hk-唔系nurse-着白衫",
  "我唔系 nurse 呀！次次着白衫就俾人当系，好冤。")
m(s, "past", "insurance agent", [], "medium/my-被亲戚block",
  "以前做过 insurance agent，被亲戚朋友 block 到怕，现在提起都 trauma。")
m(s, "question", "HRBP", [], "medium/cn-心累吗-朋友劝转",
  "做 HRBP 会不会很心累？有朋友劝我转过去，我还在犹豫。")

# ---------------------------------------------------------------- manager
s = "manager"
z(s, None, "邹凯", [], "short/顶头上司-笑面虎",
  "新的顶头上司叫邹凯，看着挺和气，希望不是笑面虎。")
z(s, None, "彭晓梅", ["晓梅"], "short/换山头-跟着干",
  "换山头了，现在跟着彭晓梅干。")
z(s, None, "韦建国", ["建国"], "long/掌舵的-周会砍二十分钟",
  "组里换了个掌舵的，叫韦建国，第一次开会就把周会从一小时砍到二十分钟，以前老周在的时候周会能一直开到饭点，爱了爱了。")
z(s, None, "孟雪琴", ["雪琴"], "medium/魔鬼训练营",
  "被划到了孟雪琴手下，她是出了名的严，同事都说我这是进了'魔鬼训练营'。")
z(s, None, "覃立新", ["立新"], "long/老贺调走-审批改一级",
  "原来的领导老贺调去分公司了，我们组现在归覃立新管，他第一件事就是把请假审批从三级改成一级，隔壁组的小马羡慕得直跺脚。")
z(s, None, "骆佳琪", ["佳琪"], "short/画饼技能满级",
  "新老板：骆佳琪。画饼技能：满级。")
z(s, None, "包文涛", ["文涛"], "medium/回消息比外卖快",
  "现在向包文涛汇报，他回消息比外卖还快，半夜十二点都能秒回，我压力山大。")
z(s, None, "甘淑芬", ["淑芬", "甘总"], "long/师姐变领导-妈说叫甘总",
  "部门重组后我分到了甘淑芬那一组，她以前是我师姐，现在成了我领导，我妈听说后第一句是'那你以后得叫她甘总了'，同学小叶笑了我一晚上。")
z(s, None, "卢海燕", ["海燕"], "short/上级换人-求放过年假",
  "上级换成了卢海燕🙏 求她放过我的年假。")
z(s, None, "符振东", ["振东"], "medium/一朝天子一朝臣",
  "一朝天子一朝臣，现在是符振东说了算，我这个小兵先夹着尾巴做人。")
z(s, None, "严志鹏", ["志鹏"], "long/梁大姐奶茶-人如其姓",
  "以前跟着梁大姐混，她天天请我们喝奶茶；现在换成严志鹏当我上司，真是人如其姓，周报错一个字都要打回来，同桌小邓已经哭过两回了。")
z(s, None, "庞永红", ["永红"], "short/新班长-骂人也利索",
  "车间换了新班长庞永红，骂人也利索。")
z(s, None, "柴文静", ["文静"], "long/小螺丝钉-八点半点名",
  "我现在是柴文静手下的一颗小螺丝钉，她管着我们仨，每天早上八点半准时在群里点名，在国企上班的表姐说这叫'私企特色'。")
# traps
z(s, "other_person", "龚建平", ["建平"], "medium/对象领导爱开会",
  "我对象换了个新领导叫龚建平，听说特别爱开会，他现在天天回家吐槽。")
z(s, "hypothetical", "阎秀兰", ["秀兰"], "short/万一归她管-调岗",
  "万一哪天真归阎秀兰管，我宁可申请调岗。")
z(s, "trip", "车玉林", ["玉林"], "medium/厂里培训带队-回来解放",
  "这趟去厂里培训，带队的是车玉林，这一周都得听他的，回来就解放了。")
z(s, "interview", "岑美玲", ["美玲"], "long/面试官部门经理-看着凶",
  "面试我的是个叫岑美玲的部门经理，要是过了以后就是她带我，看着挺凶的，同一批去面的小黄说她问问题一个接一个，不给喘气的机会。")
z(s, "negation", "饶德胜", ["德胜"], "medium/挂名下是人事搞错",
  "我跟饶德胜可没有上下级关系啊，表格上把我挂他名下是人事搞错了。")
z(s, "past", "毛凤英", ["凤英"], "long/第一个领导-退休回老家",
  "以前在厂里的第一个领导是毛凤英，特别照顾我，逢年过节还给我塞腊肉，可惜她前年就退休回老家了，现在只能在朋友圈给她点赞。")
z(s, "question", "祁国强", ["国强"], "short/这人到底怎么样",
  "听说下半年可能让我跟着祁国强干，他人到底怎么样？")
m(s, None, "Carmen Lui", ["Carmen"], "short/hk-新老细请饮茶",
  "新老细系 Carmen Lui，第一日就请成组饮茶，good start。")
m(s, None, "Winnie Cheung", ["Winnie"], "long/hk-Derek退休-Winnie-hands-on",
  "之前个 boss Derek 退咗休，而家换咗 Winnie Cheung 管我哋 team，佢好 hands-on，连 Excel 格式都要改，同事阿 Sam 已经顶唔顺话想转组。")
m(s, None, "Jasmine Koh", ["Jasmine"], "short/sg-reporting-officer-严格",
  "My new reporting officer is Jasmine Koh，人很 nice but very 严格 one。")
m(s, None, "Melvin Tan", ["Melvin"], "short/sg-kena-moved-already-sian",
  "Kena moved to Melvin Tan's team，我 already sian。")
m(s, None, "Puan Rosnah", ["Rosnah"], "medium/my-supervisor-garang",
  "现在我的 supervisor 是 Puan Rosnah，超级 garang，但是很 fair 的。")
m(s, None, "Alvin Ng", ["Alvin"], "long/my-Gopal调走-streamline",
  "以前跟 Mr Gopal 做了三年，他调去 JB branch 之后，我们这边换了 Alvin Ng 来管，第一天就说要 streamline 所有 process，office 里的 aunty 们都在 WhatsApp group 偷偷吐槽。")
m(s, None, "Kelly 刘", ["Kelly"], "short/cn-汇报线改了",
  "汇报线改了，现在 report 给 Kelly 刘。")
m(s, None, "陶一鸣", ["一鸣"], "medium/cn-新leader-三页饼",
  "新 leader 是陶一鸣，第一天就拉了个 kick-off，画了三页饼。")
m(s, None, "Vivian 宋", ["Vivian"], "long/cn-从Jason线挪到Vivian-打赌",
  "架构一调整，我从 Jason 那条线被挪到了 Vivian 宋下面，她以前是做 finance 的，现在管我们 growth team，同事 Leo 打赌她撑不过一个季度。")
m(s, None, "Okonkwo", ["Prof. Okonkwo"], "short/student-换导师-PhD活过来",
  "换导师了，现在我的 supervisor 是 Prof. Okonkwo，我的 PhD 又活过来了。")
m(s, None, "Hannah Brooks", ["Hannah"], "medium/student-实习line-manager-weekly-report",
  "实习的 line manager 换成了 Hannah Brooks，她说 intern 也要写 weekly report，我的 free lunch 日子结束了。")
m(s, None, "Declan Moore", ["Declan"], "short/overseas-爱尔兰口音-每句靠猜",
  "新 boss 叫 Declan Moore，爱尔兰口音重到我每句都要猜。")
m(s, None, "Enzo Ricci", ["Enzo"], "long/overseas-后厨新head-chef-大魔王",
  "餐厅后厨换人了，现在管我们的是新来的 head chef Enzo Ricci，原来的 Chef Lee 回国开店去了，我们几个华人帮厨私底下叫 Enzo '意大利面大魔王'。")
# traps
m(s, "other_person", "Gwendolyn Sim", ["Gwendolyn"], "medium/sg-sister新boss-micromanage",
  "My sister 的新 boss 叫 Gwendolyn Sim，听说超级 micromanage，幸好不是我的。")
m(s, "hypothetical", "Frank 周", ["Frank"], "medium/cn-假如Q3划过去-跑路",
  "假如 Q3 之后真把我划到 Frank 周名下，我可能就要准备跑路了。")
m(s, "trip", "Harriet Wells", ["Harriet"], "medium/overseas-field-trip带队五天",
  "这趟去 Tasmania 的 field trip，带队的是 Dr. Harriet Wells，就五天，她说了算。")
m(s, "interview", "Raymond Siu", ["Raymond"], "long/hk-hiring-manager-如果请我",
  "今日 interview 见咗个 hiring manager 叫 Raymond Siu，如果请我就要跟佢做，感觉几 chill，不过同场仲有个由 Shatin 嚟嘅竞争对手，好似好犀利。")
m(s, "negation", "Selvam", ["Mr Selvam"], "medium/my-org-chart画错",
  "我不是 report 给 Mr Selvam 的啦，org chart 画错了，我跟他一点关系都没有。")
m(s, "past", "Karen Whitfield", ["Karen"], "short/student-大一part-time噩梦",
  "大一 part-time 的 boss 是 Karen Whitfield，超 strict，现在想起还做噩梦。")
m(s, "question", "Eric 孙", ["Eric"], "medium/cn-跟着干有前途吗",
  "大家觉得跟着 Eric 孙干有前途吗？HR 说可以考虑内部转岗过去。")

# ---------------------------------------------------------------- partner_status
s = "partner_status"
z(s, None, "女朋友", [], "short/脱单-外卖双人份",
  "脱单了！有女朋友的感觉真好，连外卖都想点双人份😂")
z(s, None, "男朋友", [], "short/官宣-别再介绍对象",
  "官宣一下：我有男朋友了，你们别再给我介绍对象了🙏")
z(s, None, "未婚妻", [], "long/名草有主-偷偷量戒指",
  "名草有主啦！昨晚她点头了，现在正式是我未婚妻，戒指尺寸还是托她闺蜜小鹿偷偷量的，兄弟老胡说这是我这辈子最聪明的一次。")
z(s, None, "老公", [], "medium/扯证-红本本-像做梦",
  "今天去扯证了，红本本到手，从此他就是我老公，感觉像做梦。")
z(s, None, "未婚夫", [], "long/借充电器的男生-闺蜜赌赢火锅",
  "去年还是'隔壁部门那个总借我充电器的男生'，今年七夕他单膝跪地，现在成了我未婚夫；我妈说她早看出来了，闺蜜阿欣说她赌赢了一顿火锅。")
z(s, None, "老婆", [], "short/进围城-分工",
  "正式进围城了，老婆管钱，我管洗碗。")
z(s, None, "老公", [], "medium/嫁出去了家人们-背上六楼",
  "嫁出去了家人们！接亲那天我老公背着我爬了六层楼，现在腰还没直起来。")
z(s, None, "女朋友", [], "long/奶奶大寿-二叔劝酒",
  "奶奶八十大寿那天我带女朋友回家吃饭，全家族二十多口人围着她问东问西，二叔还非要她喝白酒，她居然全扛住了，奶奶当场塞了个大红包。")
z(s, None, "老婆", [], "short/改口嘴不习惯",
  "现在得改口叫她老婆了，嘴还不太习惯。")
z(s, None, "男朋友", [], "medium/缘分说不清-相亲半年",
  "缘分这东西真说不清，相亲认识的，半年处下来，他现在是我男朋友了，我妈比我还激动。")
z(s, None, "未婚妻", [], "long/饭桌安静-给老张家争气",
  "以前过年回家被七大姑八大姨催婚，今年带着未婚妻回去，整个饭桌都安静了，大姨还专门多炒了两个菜，我爸偷偷跟我说'总算给老张家争了口气'。")
z(s, None, "太太", [], "medium/结婚第一周-吵三次和好四次",
  "结婚第一周：和太太吵了三次架，和好了四次，净赚一次😂")
z(s, None, "先生", [], "long/抢票网友-伴郎团公会",
  "谁能想到当年一起抢演唱会票认识的网友，现在成了我先生；婚礼那天伴郎团全是他游戏公会的兄弟，我爸到现在都没搞懂公会是个啥。")
# traps
z(s, "other_person", "女朋友", [], "medium/弟弟有对象-太阳西边出",
  "我弟居然有女朋友了，太阳打西边出来了，我妈高兴得连夜去买了新沙发。")
z(s, "hypothetical", "老公", [], "short/找个会做饭的",
  "以后要是能找个会做饭的老公就好了，我这厨艺实在拿不出手。")
z(s, "trip", "老婆", [], "long/客栈老板非说度蜜月",
  "在丽江玩的时候，客栈老板非说我俩是来度蜜月的，一口一个'你老婆'，我们其实就是大学同学结伴出游，回来被宿舍的人笑了一个礼拜。")
z(s, "interview", "男朋友", [], "medium/面试官问有没有-合法吗",
  "面试官问我有没有男朋友、会不会影响工作，我当场就懵了，这种问题合法吗？")
z(s, "negation", "未婚夫", [], "short/合租室友别瞎传",
  "他不是我未婚夫！就是合租室友，别瞎传了。")
z(s, "past", "老公", [], "long/翻结婚照-各过各的",
  "翻到以前的结婚照，那时候他还是我老公，照片上笑得跟傻子似的，现在各过各的，他在成都开了家火锅店，我在这边带娃，倒也挺好。")
z(s, "question", "老婆", [], "medium/三个月就叫会不会太快",
  "交往三个月就叫人家老婆会不会太快了？她好像不太喜欢。")
m(s, None, "老公", [], "short/hk-拍拖三年-注册食buffet",
  "同佢拍拖三年，终于可以叫佢做老公喇！注册完去咗食 buffet 庆祝。")
m(s, None, "未婚妻", [], "medium/hk-过大礼-ring大粒",
  "过完大礼，佢正式升级做我未婚妻，只 ring 大粒到我成日惊佢跌咗。")
m(s, None, "fiancé", ["fiance"], "short/sg-BTO-keys-wait-ROM",
  "Got BTO keys with my fiancé liao，现在就等 ROM 了。")
m(s, None, "girlfriend", [], "long/sg-steady-pok-where-aunties-charmed",
  "Last time my mum always ask 'steady pok where?' — now can finally show her: 这是我 girlfriend Rachel，她还会讲 Hokkien，马上就被我妈收买了，my aunties all kena charmed at CNY dinner。")
m(s, None, "husband", [], "medium/my-nikah-group-chat-sticker",
  "我跟 Amir 已经 nikah 了，现在他正式是我 husband 咯，亲戚都在 group chat 发 congrats sticker。")
m(s, None, "Boyfriend", ["boyfriend"], "short/my-不用一个人去pasar-malam",
  "Boyfriend 有了，终于不用一个人去 pasar malam 了 lah。")
m(s, None, "老婆", [], "short/cn-已婚status上线",
  "已婚 status 正式上线，我老婆说朋友圈背景要换成婚纱照。")
m(s, None, "fiancée", ["fiancee"], "medium/cn-年会propose-team-building",
  "年会上当众 propose 成功，她现在是我 fiancée 了，老板说这是今年最好的 team building。")
m(s, None, "女朋友", [], "long/cn-互相diss-PPT到女朋友",
  "从互相 diss 对方 PPT 的同事，到现在她是我女朋友，中间只隔了一次团建 KTV；组里的 Amy 说她早就在嗑我们 CP 了，领导还问要不要换个工位避嫌。")
m(s, None, "boyfriend", [], "short/student-异地结束-same-city",
  "异地恋终于结束了，和 boyfriend 在同一个 city 上学了🥹")
m(s, None, "男朋友", [], "long/student-society认识-KPI完成",
  "刚来 Manchester 的时候谁都不认识，在 society 活动上认识了 Ethan，现在他是我男朋友，室友 Coco 说我留学最大的 KPI 完成了，我妈视频时一直问他吃不吃得惯中餐。")
m(s, None, "wife", [], "medium/overseas-registry签字比visa快",
  "Registry office 签完字，出来的时候她就是我 wife 了，整个过程十五分钟，比排队办 visa 快多了。")
m(s, None, "未婚夫", [], "long/overseas-takeaway吃吐-红烧肉",
  "以前在 Vancouver 一个人吃 takeaway 吃到想吐，现在有了未婚夫，天天给我做红烧肉；他是土生土长的 Canadian，他妈妈已经开始学用筷子了。")
# traps
m(s, "other_person", "fiancé", ["fiance"], "medium/cn-同事拍婚纱照-挑dress",
  "同事 Lily 下个月跟她 fiancé 去海边拍婚纱照，我们全组都在帮她挑 dress。")
m(s, "hypothetical", "boyfriend", [], "medium/student-幻想帮扛行李",
  "有时候幻想一下，如果有个 boyfriend 帮我搬行李就好了，现实是我自己扛了两个 28 寸。")
m(s, "trip", "husband", [], "long/sg-resort-honeymoon-cake",
  "去 Phuket 玩的时候 resort 的人一直以为他是我 husband，还送我们 honeymoon cake，其实我们只是 colleagues 啦，同行的 Wei Ling 笑到拍桌。")
m(s, "interview", "girlfriend", [], "medium/overseas-visa-interview-sponsor",
  "Visa interview 的时候签证官问我的 sponsor 是不是我 girlfriend，我说不是，是我表姐。")
m(s, "negation", "男朋友", [], "short/hk-唔系男朋友-一齐gym",
  "佢唔系我男朋友嚟㗎！只系成日一齐 gym 啫。")
m(s, "past", "girlfriend", [], "long/my-ex开cafe-awkward",
  "以前那个 ex-girlfriend 后来在 Penang 开了间 café，每次回去吃 char kway teow 路过还是会有点 awkward，我表哥还偏偏最爱去她那里喝咖啡。")
m(s, "question", "wife", [], "short/hk-叫wife会唔会cringe",
  "拍拖两个月就叫佢 wife 会唔会太 cringe？")


def write(store, prefix, fname, seed):
    rnd = random.Random(seed)
    rows = list(store)
    rnd.shuffle(rows)
    with open(os.path.join(HERE, fname), "w", encoding="utf-8") as f:
        for i, r in enumerate(rows, 1):
            row = {"id": f"{prefix}-{i:03d}"}
            row.update(r)
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    write(EN, "en-test", "en_test.jsonl", 2323)
    write(ZH, "zh-test", "zh_test.jsonl", 2324)
    print(len(EN), len(ZH))
