//! Native programs' windows, on an Xvfb display of each test's own:
//! - an SDL2 program in C against an installed prefix: installs libd3d9.so,
//!   the headers and d3d9.pc into a temporary prefix, builds
//!   `conformance/native/sdl2_window.c` with `pkg-config --cflags --libs
//!   d3d9 sdl2` as a port would, runs it, and compares screenshots of its
//!   window with the colours the D3D9 rules give: a clear and a
//!   flat-coloured triangle, before and after the window is resized and the
//!   device Reset with a 0x0 back buffer; handles that are no window render
//!   offscreen, with a log line;
//! - the same program on Wayland (weston on its X11 backend in Xvfb, with
//!   the kiosk shell, SDL's Wayland video driver): its surface shows the
//!   same scenes;
//! - the same program without a display (SDL's offscreen video driver): its
//!   frames render offscreen, its window still sizes the back buffer, and
//!   it exits cleanly;
//! - the demo in its SDL2 window, whose screenshot must match the frame the
//!   headless demo renders.

#[path = "native_window/x_screen.rs"]
mod x_screen;

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Per channel, for flat colours a window shows unchanged.
const TOLERANCE: i32 = 2;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The libd3d9.so cargo built beside this test.
fn built_library() -> PathBuf {
    let deps = std::env::current_exe().unwrap().parent().unwrap().to_path_buf();
    let lib = deps.join("libd3d9.so");
    assert!(lib.exists(), "libd3d9.so not found in {}", deps.display());
    lib
}

/// Builds the C program against `prefix` with pkg-config.
fn build(prefix: &Path, exe: &Path) {
    let flags = Command::new("pkg-config")
        .args(["--cflags", "--libs", "d3d9", "sdl2"])
        .env("PKG_CONFIG_PATH", prefix.join("lib/pkgconfig"))
        .output()
        .expect("running pkg-config (scripts/setup.sh installs it with libsdl2-dev)");
    assert!(
        flags.status.success(),
        "pkg-config: {}",
        String::from_utf8_lossy(&flags.stderr)
    );
    let flags = String::from_utf8(flags.stdout).unwrap();
    let out = Command::new(std::env::var("CC").unwrap_or_else(|_| "cc".into()))
        .args(["-std=c99", "-Wall", "-Werror", "-o"])
        .arg(exe)
        .arg(repo().join("conformance/native/sdl2_window.c"))
        .args(flags.split_whitespace())
        .output()
        .expect("running the C compiler");
    assert!(out.status.success(), "cc: {}", String::from_utf8_lossy(&out.stderr));
}

/// An Xvfb server of the test's own, stopped when dropped.
struct Xvfb {
    child: Child,
    display: String,
}

impl Xvfb {
    fn start() -> Xvfb {
        let mut child = Command::new("Xvfb")
            .args(["-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("starting Xvfb");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let n: u32 = line.trim().parse().expect("Xvfb's display number");
        Xvfb {
            child,
            display: format!(":{n}"),
        }
    }
}

impl Drop for Xvfb {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One scene's expectations: points of the client area and their colours
/// (the triangle covers x/w + y/h < 1; every point is at least 10% of the
/// size away from its edge).
fn expected(w: u32, h: u32, clear: u32, triangle: u32) -> Vec<((u32, u32), u32)> {
    vec![
        ((3, 3), triangle),
        ((w / 4, h / 4), triangle),
        ((3 * w / 4, 3 * h / 4), clear),
        ((w - 3, h - 3), clear),
        ((w - 3, h / 2), clear),
        ((w / 2, h - 3), clear),
    ]
}

fn close(a: u32, b: u32) -> bool {
    (0..3).all(|i| (((a >> (8 * i)) & 0xff) as i32 - ((b >> (8 * i)) & 0xff) as i32).abs() <= TOLERANCE)
}

/// Waits until the screen shows `scene` at `origin` (frames reach the
/// window asynchronously), or fails with what it shows.
fn check_scene(screen: &x_screen::Screen, origin: (i32, i32), size: (u32, u32), scene: &[((u32, u32), u32)]) {
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let shot = screen.capture(origin, size).expect("a screenshot");
        let wrong: Vec<_> = scene
            .iter()
            .map(|&((x, y), want)| ((x, y), want, shot[(y * size.0 + x) as usize] & 0xff_ffff))
            .filter(|&(_, want, got)| !close(want, got))
            .collect();
        if wrong.is_empty() {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "the window at {origin:?} of {size:?} shows (point, expected, got): {wrong:x?}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Installs a prefix in `root` and builds the C program against it; the
/// program's path and the prefix's library directory.
fn built_program(root: &Path) -> (PathBuf, PathBuf) {
    let prefix = root.join("prefix");
    wgd3d9_tools::install::install(&prefix, &built_library(), &wgd3d9_tools::install::headers_dir()).unwrap();
    let exe = root.join("sdl2_window");
    build(&prefix, &exe);
    (exe, prefix.join("lib"))
}

/// The two scenes' clear and triangle colours.
const SCENES: [(u32, u32); 2] = [(0x00c0_4020, 0x0000_ff00), (0x0020_40c0, 0x00ff_ff00)];

/// The C program started from `command` (its environment set), with
/// wgd3d9's warnings on standard error, which a thread collects; killed if
/// it runs past two minutes, until the watchdog is dropped.
struct Running {
    program: Child,
    watchdog: Watchdog,
    log: std::thread::JoinHandle<String>,
}

impl Running {
    fn start(command: &mut Command) -> Running {
        let mut program = command
            .env_remove("WGD3D9_WINDOW_SYSTEM")
            .env_remove("WGD3D9_LOG_PATH")
            .env("WGD3D9_LOG_LEVEL", "warn")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("running the program");
        let watchdog = Watchdog::new(program.id(), Duration::from_secs(120));
        let stderr = program.stderr.take().unwrap();
        let log = std::thread::spawn(move || std::io::read_to_string(stderr).unwrap_or_default());
        Running { program, watchdog, log }
    }

    /// Waits for the program, whose remaining output is `rest`: it must
    /// have printed "ok" and exited 0. Returns its log.
    fn finish(mut self, rest: Vec<String>) -> String {
        let status = self.program.wait().unwrap();
        drop(self.watchdog);
        let log = self.log.join().unwrap();
        assert!(
            status.success() && rest.iter().any(|l| l == "ok"),
            "{status}: {rest:?}\n{log}"
        );
        log
    }
}

/// Runs the C program (`command`, its environment set) through its scenes,
/// checking each on `screen`; `sizes`, when given, are the window sizes the
/// scenes must have. Returns the sizes they had. The handles it passes that
/// are no window must be logged.
fn run_scenes(command: &mut Command, screen: &x_screen::Screen, sizes: Option<[(u32, u32); 2]>) -> Vec<(u32, u32)> {
    let mut running = Running::start(command);
    let mut input = running.program.stdin.take().unwrap();
    let mut output = BufReader::new(running.program.stdout.take().unwrap()).lines();
    let line = output.next().expect("a line from the program").unwrap();
    let Some(not_a_window) = line.strip_prefix("not a window ").map(str::to_owned) else {
        panic!("the program says: {line}");
    };
    let mut shown = Vec::new();
    for (i, (clear, triangle)) in SCENES.into_iter().enumerate() {
        let line = output.next().expect("a line from the program").unwrap();
        let n: Vec<i64> = match line.strip_prefix("shown ") {
            Some(rest) => rest.split(' ').map(|v| v.parse().unwrap()).collect(),
            None => panic!("the program says: {line}"),
        };
        let size = (n[2] as u32, n[3] as u32);
        if let Some(sizes) = sizes {
            assert_eq!(size, sizes[i], "{line}");
        }
        let origin = (n[0] as i32, n[1] as i32);
        check_scene(screen, origin, size, &expected(size.0, size.1, clear, triangle));
        shown.push(size);
        writeln!(input, "next").unwrap();
    }
    let log = running.finish(output.map(Result::unwrap).collect());
    let logged = format!("HWND {not_a_window} is no window");
    assert!(log.contains(&logged), "no log line `{logged}`:\n{log}");
    shown
}

/// Kills a process that outlives its time (a hung program fails the test
/// instead of holding it); disarmed when dropped.
struct Watchdog {
    _disarm: std::sync::mpsc::Sender<()>,
}

impl Watchdog {
    fn new(pid: u32, limit: Duration) -> Watchdog {
        let (disarm, armed) = std::sync::mpsc::channel::<()>();
        std::thread::spawn(move || {
            if armed.recv_timeout(limit) == Err(std::sync::mpsc::RecvTimeoutError::Timeout) {
                eprintln!("process {pid} still runs after {limit:?}: killed");
                // SAFETY: kill takes any pid; this one is the test's child,
                // not yet waited for.
                unsafe { libc::kill(pid as i32, libc::SIGKILL) };
            }
        });
        Watchdog { _disarm: disarm }
    }
}

#[test]
fn an_sdl2_program_built_against_the_prefix_shows_its_frames_and_survives_a_resize() {
    let root = std::env::temp_dir().join(format!("wgd3d9_native_window_{}", std::process::id()));
    let (exe, lib) = built_program(&root);
    let x = Xvfb::start();
    let screen = x_screen::Screen::open(&x.display).expect("connecting to Xvfb");
    let mut command = Command::new(&exe);
    command
        .env("DISPLAY", &x.display)
        .env("SDL_VIDEODRIVER", "x11")
        .env("LD_LIBRARY_PATH", &lib);
    run_scenes(&mut command, &screen, Some([(320, 240), (400, 300)]));
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn without_a_display_the_program_renders_offscreen_and_exits_cleanly() {
    let root = std::env::temp_dir().join(format!("wgd3d9_native_nodisplay_{}", std::process::id()));
    let (exe, lib) = built_program(&root);
    // SDL's offscreen video driver: windows with sizes, no display.
    let mut command = Command::new(&exe);
    command
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env("SDL_VIDEODRIVER", "offscreen")
        .env("LD_LIBRARY_PATH", &lib);
    let mut running = Running::start(&mut command);
    let mut input = running.program.stdin.take().unwrap();
    let mut output = Vec::new();
    for line in BufReader::new(running.program.stdout.take().unwrap()).lines() {
        let line = line.unwrap();
        // Each scene goes on as soon as it is shown.
        if line.starts_with("shown ") {
            writeln!(input, "next").unwrap();
        }
        output.push(line);
    }
    let shown: Vec<&String> = output.iter().filter(|l| l.starts_with("shown ")).collect();
    assert_eq!(shown.len(), 2, "{output:?}");
    // The SDL window is still the device's window: a 0x0 Reset takes its
    // new size.
    assert!(shown[1].ends_with(" 400 300"), "{output:?}");
    running.finish(output.clone());
    let _ = std::fs::remove_dir_all(&root);
}

/// A Wayland compositor of the test's own: weston on its X11 backend, its
/// output a 640x480 window of an Xvfb display (so screenshots are the X
/// server's), with the kiosk shell (each window fills the output); stopped
/// when dropped.
struct Weston {
    child: Child,
    runtime_dir: PathBuf,
    socket: String,
}

impl Weston {
    fn start(x: &Xvfb, runtime_dir: PathBuf) -> Weston {
        use std::os::unix::fs::PermissionsExt;
        std::fs::create_dir_all(&runtime_dir).unwrap();
        std::fs::set_permissions(&runtime_dir, std::fs::Permissions::from_mode(0o700)).unwrap();
        let socket = format!("wgd3d9-{}", std::process::id());
        let child = Command::new("weston")
            .args([
                "--backend=x11-backend.so",
                "--use-pixman",
                "--width=640",
                "--height=480",
            ])
            .args(["--shell=kiosk-shell.so", "--idle-time=0", "--no-config"])
            .arg(format!("--socket={socket}"))
            .env("DISPLAY", &x.display)
            .env("XDG_RUNTIME_DIR", &runtime_dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("starting weston (scripts/setup.sh installs it)");
        let deadline = Instant::now() + Duration::from_secs(15);
        while !runtime_dir.join(&socket).exists() {
            assert!(Instant::now() < deadline, "weston made no socket");
            std::thread::sleep(Duration::from_millis(50));
        }
        Weston {
            child,
            runtime_dir,
            socket,
        }
    }
}

impl Drop for Weston {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn an_sdl2_program_on_wayland_shows_its_frames_and_survives_a_reset() {
    let root = std::env::temp_dir().join(format!("wgd3d9_native_wayland_{}", std::process::id()));
    let (exe, lib) = built_program(&root);
    let x = Xvfb::start();
    let screen = x_screen::Screen::open(&x.display).expect("connecting to Xvfb");
    let weston = Weston::start(&x, root.join("xdg"));
    let mut command = Command::new(&exe);
    command
        .env_remove("DISPLAY")
        .env("SDL_VIDEODRIVER", "wayland")
        .env("WAYLAND_DISPLAY", &weston.socket)
        .env("XDG_RUNTIME_DIR", &weston.runtime_dir)
        .env("LD_LIBRARY_PATH", &lib);
    // The kiosk shell gives the window the output's size.
    run_scenes(&mut command, &screen, Some([(640, 480), (640, 480)]));
    drop(weston);
    let _ = std::fs::remove_dir_all(&root);
}

/// Pixels of a PNG the headless demo wrote, as 0xRRGGBB.
fn read_png(path: &Path) -> (u32, u32, Vec<u32>) {
    let mut reader = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()))
        .read_info()
        .unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgb);
    let pixels = buf[..info.buffer_size()]
        .chunks_exact(3)
        .map(|p| u32::from_be_bytes([0, p[0], p[1], p[2]]))
        .collect();
    (info.width, info.height, pixels)
}

#[test]
fn the_windowed_demo_shows_what_the_headless_demo_renders() {
    const FRAMES: &str = "4";
    let demo = env!("CARGO_BIN_EXE_wgd3d9-demo");
    let png = std::env::temp_dir().join(format!("wgd3d9_demo_window_{}.png", std::process::id()));
    let headless = Command::new(demo).arg(&png).arg(FRAMES).output().unwrap();
    assert!(
        headless.status.success(),
        "{}",
        String::from_utf8_lossy(&headless.stderr)
    );
    let (w, h, want) = read_png(&png);
    let _ = std::fs::remove_file(&png);

    let x = Xvfb::start();
    let screen = x_screen::Screen::open(&x.display).expect("connecting to Xvfb");
    let mut program = Command::new(demo)
        .args(["--window", FRAMES, "--hold"])
        .env("DISPLAY", &x.display)
        .env("SDL_VIDEODRIVER", "x11")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = program.stdin.take().unwrap();
    let line = BufReader::new(program.stdout.take().unwrap())
        .lines()
        .find_map(|l| l.unwrap().strip_prefix("shown ").map(str::to_owned))
        .expect("the demo's shown line");
    let n: Vec<i32> = line.split(' ').map(|v| v.parse().unwrap()).collect();
    assert_eq!((n[2] as u32, n[3] as u32), (w, h));
    let deadline = Instant::now() + Duration::from_secs(15);
    let differing = loop {
        let shot = screen.capture((n[0], n[1]), (w, h)).expect("a screenshot");
        let differing = shot.iter().zip(&want).filter(|&(&a, &b)| !close(a, b)).count();
        if differing == 0 || Instant::now() > deadline {
            break differing;
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    writeln!(input, "done").unwrap();
    assert!(program.wait().unwrap().success());
    assert_eq!(
        differing, 0,
        "pixels of the window that differ from the headless frame by more than {TOLERANCE}"
    );
}
