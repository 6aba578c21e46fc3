/**
 * The platform's original advice for each AI dimension, written for consumers in Chinese and
 * English: what the dimension is, why it matters, how to improve it, and what to do at each level
 * (from severe to healthy). `image` is the image type the dimension is read from.
 */
export interface DimensionAdvice {
  image: string;
  introduction: string;
  impact: string;
  improve: string;
  /** Solutions by level: severe, moderate, mild, healthy. */
  care: [string, string, string, string];
}

export const ADVICE: Record<string, DimensionAdvice> = {
  pores: {
    image: 'texture',
    introduction:
      '毛孔是皮脂和汗液排出的通道，油脂分泌旺盛时容易扩张。Pores carry sebum and sweat to the surface and widen when oil production is high.',
    impact:
      '粗大的毛孔让肤质显得粗糙，也更容易堵塞长痘。Enlarged pores make skin look rough and clog more easily.',
    improve:
      '规律清洁、控油并做好保湿，定期温和去角质。Cleanse regularly, balance oil, moisturise and exfoliate gently now and then.',
    care: [
      '建议到店做深层清洁和收敛护理，居家使用控油洁面。Book an in-store deep cleanse and tightening care; use an oil-control cleanser at home.',
      '每周一到两次清洁面膜，配合收敛水。A clay mask once or twice a week, with a toner that tightens.',
      '保持早晚清洁和保湿即可。Keep cleansing and moisturising morning and night.',
      '毛孔状态很好，继续保持现有习惯。Your pores look fine: keep your routine.',
    ],
  },
  acne: {
    image: 'polarized',
    introduction:
      '痘痘由毛孔堵塞、细菌和炎症共同引起。Acne comes from clogged pores, bacteria and inflammation together.',
    impact: '反复长痘可能留下痘印和痘坑。Recurring breakouts can leave marks and scars.',
    improve:
      '避免挤压，清淡饮食，使用温和的抗炎产品。Do not squeeze, eat lightly and use gentle anti-inflammatory care.',
    care: [
      '炎症较重，建议在专业人员指导下护理，必要时就医。Inflammation is strong: get professional care, and see a doctor if needed.',
      '使用含水杨酸的护理并到店做舒缓清痘。Use salicylic acid care and an in-store soothing treatment.',
      '注意清洁和作息，局部点涂祛痘产品。Mind cleansing and sleep; spot-treat the few spots.',
      '几乎没有痘痘，继续保持清洁习惯。Almost no acne: keep your cleansing habits.',
    ],
  },
  spots: {
    image: 'uv',
    introduction:
      '色斑是黑色素在局部沉积形成的，紫外线是主要诱因。Spots are local deposits of melanin, mostly triggered by sunlight.',
    impact: '色斑会让肤色不均、显得疲惫。Spots make the skin tone uneven and tired-looking.',
    improve: '全年防晒，配合美白淡斑成分。Protect from the sun all year and use brightening ingredients.',
    care: [
      '建议到店做专业淡斑疗程，严格防晒。Consider an in-store spot-fading course and strict sun protection.',
      '使用维C或烟酰胺精华，出门防晒。Use a vitamin C or niacinamide serum and sunscreen outdoors.',
      '坚持防晒，预防新斑出现。Keep up sun protection to prevent new spots.',
      '肤色均匀，继续做好防晒。Even tone: keep protecting from the sun.',
    ],
  },
  wrinkles: {
    image: 'texture',
    introduction:
      '皱纹与胶原流失、干燥和表情动作有关。Wrinkles come with collagen loss, dryness and facial movement.',
    impact: '皱纹会让面部显得老化。Wrinkles make the face look older.',
    improve: '充分保湿，使用抗老成分并防晒。Moisturise well, use anti-ageing ingredients and sunscreen.',
    care: [
      '建议到店做紧致提升护理，居家使用抗老精华。Try an in-store firming treatment and an anti-ageing serum at home.',
      '睡前使用视黄醇类产品，白天防晒。Use a retinoid at night and sunscreen by day.',
      '注重眼周和嘴角保湿。Moisturise around the eyes and mouth.',
      '皮肤紧致，继续保湿防晒。Firm skin: keep moisturising and protecting.',
    ],
  },
  redness: {
    image: 'polarized',
    introduction: '红区反映皮肤的血管扩张和炎症状态。Redness shows dilated vessels and inflammation.',
    impact: '持续泛红常伴随刺痛和敏感。Lasting redness often comes with stinging and sensitivity.',
    improve:
      '避免冷热刺激，选择无香精的舒缓产品。Avoid heat and cold, and choose fragrance-free soothing care.',
    care: [
      '泛红明显，建议到店做舒缓修护，必要时就医。Strong redness: get soothing repair care, and see a doctor if needed.',
      '使用修护屏障的面霜，减少去角质。Use a barrier-repair cream and exfoliate less.',
      '注意防晒和温和清洁。Mind sun protection and gentle cleansing.',
      '肤色稳定，继续温和护理。Calm skin: keep your gentle routine.',
    ],
  },
  pigmentation: {
    image: 'wood',
    introduction: '色素沉着多出现在痘印和摩擦部位。Pigmentation often follows acne marks and friction.',
    impact: '会让局部肤色暗沉。It darkens the skin in patches.',
    improve: '防晒并使用淡化色素的成分。Protect from the sun and use ingredients that fade pigment.',
    care: [
      '建议到店做专业焕肤护理。Consider an in-store resurfacing treatment.',
      '使用含熊果苷或维C的精华。Use a serum with arbutin or vitamin C.',
      '坚持防晒即可改善。Sun protection alone will help.',
      '几乎没有色素沉着。Hardly any pigmentation.',
    ],
  },
  oiliness: {
    image: 'daylight',
    introduction: '油脂分泌过多会让面部泛油光。Too much sebum makes the face shiny.',
    impact: '容易堵塞毛孔、引发痘痘。It clogs pores and leads to acne.',
    improve: '控油清洁，同时补充水分，避免过度清洁。Balance oil while hydrating; do not over-cleanse.',
    care: [
      '建议到店做控油清洁护理，居家使用控油产品。Try an in-store oil-balancing cleanse; use oil-control products at home.',
      'T区重点控油，使用清爽型保湿。Focus oil control on the T-zone; use a light moisturiser.',
      '早晚温和清洁即可。Gentle cleansing morning and night is enough.',
      '油水平衡良好。Oil and water are in balance.',
    ],
  },
  moisture: {
    image: 'daylight',
    introduction: '水分决定皮肤的柔软和弹性。Moisture keeps skin soft and supple.',
    impact: '缺水会导致干纹、起皮和敏感。Dehydration leads to fine lines, flaking and sensitivity.',
    improve: '多喝水，使用含玻尿酸的保湿产品。Drink enough and use hyaluronic acid moisturisers.',
    care: [
      '严重缺水，建议到店做补水导入护理。Very dry: book an in-store hydration infusion.',
      '每周两到三次补水面膜。A hydrating mask two or three times a week.',
      '早晚保湿，注意环境湿度。Moisturise morning and night; mind the air humidity.',
      '水分充足，继续保持。Well hydrated: keep it up.',
    ],
  },
  sensitivity: {
    image: 'polarized',
    introduction: '敏感肌的屏障较弱，容易受刺激。Sensitive skin has a weaker barrier and reacts easily.',
    impact: '会出现刺痛、发痒、泛红。It stings, itches and reddens.',
    improve: '精简护肤步骤，选择低刺激产品。Keep the routine short and the products mild.',
    care: [
      '建议暂停功效型产品，到店做屏障修护。Pause active products and get barrier repair care in store.',
      '使用修护型面霜，避免酒精和香精。Use a repairing cream; avoid alcohol and fragrance.',
      '换季时注意加强保湿。Moisturise more when the season changes.',
      '屏障健康，耐受良好。Healthy barrier, good tolerance.',
    ],
  },
  dark_circles: {
    image: 'daylight',
    introduction:
      '黑眼圈与熬夜、血液循环和色素有关。Dark circles come with late nights, circulation and pigment.',
    impact: '让人看起来疲惫。They make you look tired.',
    improve: '规律作息，使用眼霜并轻柔按摩。Sleep regularly, use an eye cream and massage gently.',
    care: [
      '建议到店做眼周护理疗程。Consider an in-store eye care course.',
      '使用含咖啡因或维K的眼霜。Use an eye cream with caffeine or vitamin K.',
      '保证睡眠，早晚涂抹眼霜。Sleep enough and apply eye cream morning and night.',
      '眼周状态良好。The eye area looks good.',
    ],
  },
};
