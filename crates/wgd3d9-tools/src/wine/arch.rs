//! The two Windows architectures Wine runs programs for, with everything
//! that differs between them: the Rust targets of the two halves, the mingw
//! compiler, Wine's directory names and Debian's multiarch paths; and reading
//! a program's architecture from its PE header.

use std::fmt;
use std::path::Path;

/// A Windows architecture of Wine's (one process is one of them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Arch {
    /// 64-bit programs (`x86_64-windows` / `x86_64-unix`).
    X86_64,
    /// 32-bit programs (`i386-windows` / `i386-unix`).
    I386,
}

impl Arch {
    /// Both, 64-bit first.
    pub const ALL: [Arch; 2] = [Arch::X86_64, Arch::I386];

    /// Wine's name of the architecture (its directory prefix).
    pub fn name(self) -> &'static str {
        match self {
            Arch::X86_64 => "x86_64",
            Arch::I386 => "i386",
        }
    }

    /// Parses [`Arch::name`] (`i686` and `x86`/`x64` too).
    pub fn parse(s: &str) -> Option<Arch> {
        match s {
            "x86_64" | "x64" | "amd64" | "64" => Some(Arch::X86_64),
            "i386" | "i686" | "x86" | "32" => Some(Arch::I386),
            _ => None,
        }
    }

    /// The Rust target of the PE half.
    pub fn pe_target(self) -> &'static str {
        match self {
            Arch::X86_64 => "x86_64-pc-windows-gnu",
            Arch::I386 => "i686-pc-windows-gnu",
        }
    }

    /// The Rust target of the unix half; `None` is the host's (x86_64 Linux).
    pub fn unix_target(self) -> Option<&'static str> {
        match self {
            Arch::X86_64 => None,
            Arch::I386 => Some("i686-unknown-linux-gnu"),
        }
    }

    /// The mingw C compiler for the architecture's Windows programs.
    pub fn mingw_cc(self) -> &'static str {
        match self {
            Arch::X86_64 => "x86_64-w64-mingw32-gcc",
            Arch::I386 => "i686-w64-mingw32-gcc",
        }
    }

    /// Wine's directory of PE modules (`<lib>/wine/<this>`, and in `WINEDLLPATH`).
    pub fn windows_dir(self) -> &'static str {
        match self {
            Arch::X86_64 => "x86_64-windows",
            Arch::I386 => "i386-windows",
        }
    }

    /// Wine's directory of unix libraries.
    pub fn unix_dir(self) -> &'static str {
        match self {
            Arch::X86_64 => "x86_64-unix",
            Arch::I386 => "i386-unix",
        }
    }

    /// Debian's multiarch triplet (`/usr/lib/<this>/wine`).
    pub fn multiarch(self) -> &'static str {
        match self {
            Arch::X86_64 => "x86_64-linux-gnu",
            Arch::I386 => "i386-linux-gnu",
        }
    }

    /// The file name of Wine's loader for the architecture.
    pub fn loader_name(self) -> &'static str {
        match self {
            Arch::X86_64 => "wine64",
            Arch::I386 => "wine",
        }
    }

    /// The architecture of a PE image (`IMAGE_FILE_HEADER.Machine`).
    pub fn of_pe_image(image: &[u8]) -> Result<Arch, String> {
        let u16_at = |at: usize| image.get(at..at + 2).map(|b| u16::from_le_bytes([b[0], b[1]]));
        let u32_at = |at: usize| {
            image
                .get(at..at + 4)
                .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        };
        if image.get(..2) != Some(b"MZ") {
            return Err("not a Windows program (no MZ header)".into());
        }
        let pe = u32_at(0x3C).ok_or("truncated DOS header")? as usize;
        if image.get(pe..pe.saturating_add(4)) != Some(b"PE\0\0") {
            return Err("not a PE image (no PE signature)".into());
        }
        match u16_at(pe + 4).ok_or("truncated PE header")? {
            0x8664 => Ok(Arch::X86_64),
            0x014C => Ok(Arch::I386),
            m => Err(format!("PE machine {m:#06x} is neither x86_64 nor i386")),
        }
    }

    /// The architecture of the PE file at `path`.
    pub fn of_program(path: &Path) -> Result<Arch, String> {
        use std::io::Read;
        let mut head = Vec::new();
        std::fs::File::open(path)
            .and_then(|f| f.take(64 * 1024).read_to_end(&mut head))
            .map_err(|e| format!("{}: {e}", path.display()))?;
        Arch::of_pe_image(&head).map_err(|e| format!("{}: {e}", path.display()))
    }
}

impl fmt::Display for Arch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A minimal PE image of `machine`: a DOS header pointing at a PE header.
#[cfg(test)]
pub(crate) fn minimal_pe(machine: u16) -> Vec<u8> {
    let mut b = vec![0u8; 0x90];
    b[..2].copy_from_slice(b"MZ");
    b[0x3C..0x40].copy_from_slice(&0x80u32.to_le_bytes());
    b[0x80..0x84].copy_from_slice(b"PE\0\0");
    b[0x84..0x86].copy_from_slice(&machine.to_le_bytes());
    b
}

#[cfg(test)]
mod tests;
