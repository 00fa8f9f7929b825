import sharp from 'sharp';
const [,, src, out, top, height] = process.argv;
const img = sharp(src);
const m = await img.metadata();
const h = Math.min(Number(height), m.height - Number(top));
await sharp(src).extract({ left: 0, top: Number(top), width: m.width, height: h }).toFile(out);
console.log(m.width, m.height);
