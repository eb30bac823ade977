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

/// An RGBA8 image, rows top to bottom, 4 bytes a pixel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    pub width: u32,
    pub height: u32,
    pub rgba: Vec<u8>,
}

impl Image {
    /// The pixel at `(x, y)`.
    #[cfg(test)]
    pub fn pixel(&self, x: u32, y: u32) -> Rgba {
        let i = ((y * self.width + x) * 4) as usize;
        [self.rgba[i], self.rgba[i + 1], self.rgba[i + 2], self.rgba[i + 3]]
    }
}

pub struct Canvas {
    width: u32,
    height: u32,
    px: Vec<Rgba>,
}

/// The width `text` takes.
pub fn text_width(text: &str) -> u32 {
    text.chars().count() as u32 * ADVANCE
}

impl Canvas {
    pub fn new(width: u32, height: u32, fill: Rgba) -> Canvas {
        Canvas {
            width,
            height,
            px: vec![fill; (width * height) as usize],
        }
    }

    /// Fills a rectangle, clipped to the canvas.
    pub fn fill(&mut self, x: u32, y: u32, w: u32, h: u32, colour: Rgba) {
        for row in y..(y + h).min(self.height) {
            let start = (row * self.width) as usize;
            let (from, to) = (x.min(self.width) as usize, (x + w).min(self.width) as usize);
            self.px[start + from..start + to].fill(colour);
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
            self.px[(y * self.width + x) as usize] = colour;
        }
    }

    pub fn into_image(self) -> Image {
        Image {
            width: self.width,
            height: self.height,
            rgba: self.px.into_iter().flatten().collect(),
        }
    }
}
