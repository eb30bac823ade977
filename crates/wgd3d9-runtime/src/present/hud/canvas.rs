//! The HUD's drawing surface: straight-alpha RGBA pixels, filled rectangles
//! and text in the 8x8 bitmap font of the `font8x8` crate.

/// An RGBA colour with straight (not premultiplied) alpha.
pub type Rgba = [u8; 4];

/// The panel behind the text: black, mostly opaque.
pub const BACKGROUND: Rgba = [0, 0, 0, 160];
pub const TEXT: Rgba = [255, 255, 255, 255];
pub const GRAPH_BACKGROUND: Rgba = [48, 48, 48, 200];
pub const BAR: Rgba = [80, 220, 80, 255];
/// A frame that took more than twice the average.
pub const SLOW_BAR: Rgba = [240, 64, 64, 255];

/// A glyph's advance, and a text line's height, in pixels.
pub const ADVANCE: u32 = 8;
pub const LINE: u32 = 10;

/// An RGBA8 image, rows top to bottom: each pixel a `u32` holding its
/// R, G, B, A bytes in memory order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u32>,
}

impl Image {
    /// The pixels' bytes, as a texture upload takes them.
    pub fn bytes(&self) -> &[u8] {
        bytemuck::cast_slice(&self.pixels)
    }

    /// The pixel at `(x, y)`.
    #[cfg(test)]
    pub fn pixel(&self, x: u32, y: u32) -> Rgba {
        self.pixels[(y * self.width + x) as usize].to_ne_bytes()
    }
}

pub struct Canvas {
    width: u32,
    height: u32,
    px: Vec<u32>,
}

/// The width `text` takes.
pub fn text_width(text: &str) -> u32 {
    text.chars().count() as u32 * ADVANCE
}

impl Canvas {
    /// A canvas filled with `fill`, in `buffer`'s allocation (an earlier
    /// image's pixels: a new allocation of this size would fault its pages
    /// in every frame).
    pub fn new(width: u32, height: u32, fill: Rgba, buffer: Vec<u32>) -> Canvas {
        let mut px = buffer;
        px.clear();
        px.resize((width * height) as usize, u32::from_ne_bytes(fill));
        Canvas { width, height, px }
    }

    /// Fills a rectangle, clipped to the canvas.
    pub fn fill(&mut self, x: u32, y: u32, w: u32, h: u32, colour: Rgba) {
        let (from, to) = (x.min(self.width) as usize, (x + w).min(self.width) as usize);
        for row in y..(y + h).min(self.height) {
            let start = (row * self.width) as usize;
            self.px[start + from..start + to].fill(u32::from_ne_bytes(colour));
        }
    }

    /// Draws `text` with its top-left corner at `(x, y)`, one glyph per
    /// character (characters outside ASCII as `?`), clipped to the canvas.
    pub fn text(&mut self, x: u32, y: u32, text: &str, colour: Rgba) {
        for (i, ch) in text.chars().enumerate() {
            let code = if ch.is_ascii() { ch as usize } else { '?' as usize };
            let glyph = font8x8::legacy::BASIC_LEGACY[code];
            let gx = x + i as u32 * ADVANCE;
            for (row, bits) in glyph.iter().enumerate() {
                for col in 0..8 {
                    // Bit 0 is the glyph's leftmost pixel.
                    if bits >> col & 1 != 0 {
                        self.set(gx + col, y + row as u32, colour);
                    }
                }
            }
        }
    }

    fn set(&mut self, x: u32, y: u32, colour: Rgba) {
        if x < self.width && y < self.height {
            self.px[(y * self.width + x) as usize] = u32::from_ne_bytes(colour);
        }
    }

    pub fn into_image(self) -> Image {
        Image {
            width: self.width,
            height: self.height,
            pixels: self.px,
        }
    }
}
