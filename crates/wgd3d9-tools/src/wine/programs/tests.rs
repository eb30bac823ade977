use super::*;

fn bmp(w: i32, h: i32, px: &[[u8; 3]]) -> Vec<u8> {
    let row = ((w as usize) * 3 + 3) & !3;
    let mut b = vec![0u8; 54 + row * h.unsigned_abs() as usize];
    b[..2].copy_from_slice(b"BM");
    b[10..14].copy_from_slice(&54u32.to_le_bytes());
    b[18..22].copy_from_slice(&w.to_le_bytes());
    b[22..26].copy_from_slice(&h.to_le_bytes());
    b[28..30].copy_from_slice(&24u16.to_le_bytes());
    for (i, p) in px.iter().enumerate() {
        let (x, y) = (i % w as usize, i / w as usize);
        let file_row = if h > 0 { h as usize - 1 - y } else { y };
        let at = 54 + file_row * row + x * 3;
        b[at..at + 3].copy_from_slice(p);
    }
    b
}

#[test]
fn bmps_read_top_row_first_either_way_up() {
    let px = [
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
        [10, 11, 12],
        [13, 14, 15],
        [16, 17, 18],
    ];
    for h in [2, -2] {
        let img = read_bmp(&bmp(3, h, &px)).unwrap();
        assert_eq!((img.width, img.height), (3, 2));
        assert_eq!(img.pixels, px);
    }
    assert!(read_bmp(b"BM").is_err());
    let mut cut = bmp(3, 2, &px);
    cut.truncate(60);
    assert!(read_bmp(&cut).is_err());
}

#[test]
fn screenshots_match_within_the_tolerances() {
    let a = Image {
        width: 100,
        height: 20,
        pixels: vec![[100, 100, 100]; 2000],
    };
    let mut b = a.clone();
    b.pixels[0] = [116, 100, 100];
    b.pixels[1] = [100, 84, 100];
    let c = compare(&a, &b).unwrap();
    assert_eq!((c.differing, c.worst), (0, 16));
    assert!(c.matches());
    b.pixels[2] = [100, 100, 117];
    b.pixels[3] = [0, 0, 0];
    let c = compare(&a, &b).unwrap();
    assert_eq!((c.differing, c.worst), (2, 100));
    assert!(c.matches(), "2 of 2000 pixels is 0.1%");
    b.pixels[4] = [0, 0, 0];
    assert!(!compare(&a, &b).unwrap().matches(), "3 of 2000 is more");
    let small = Image {
        width: 10,
        height: 20,
        pixels: vec![[0; 3]; 200],
    };
    assert!(compare(&a, &small).is_err());
}

#[test]
fn report_rows_name_what_differs() {
    let p = parse_list("x|d|x.exe|||1|\n").unwrap().remove(0);
    let img = |v: u8| Image {
        width: 10,
        height: 10,
        pixels: vec![[v; 3]; 100],
    };
    let run = |shot: Result<Image, String>, fps: Option<f64>| Run { shot, fps };
    let (row, d) = report(&p, &run(Ok(img(10)), Some(30.0)), &run(Ok(img(12)), None));
    assert_eq!(row, "| x | match | 0 | 2 | 30.0 | - |");
    assert_eq!(d, None);
    let (row, d) = report(&p, &run(Ok(img(10)), None), &run(Ok(img(40)), None));
    assert!(row.starts_with("| x | differ | 100 | 30 |"), "{row}");
    assert_eq!(d.as_deref(), Some("100 pixels (100.00%) differ"));
    let (_, d) = report(&p, &run(Err("no screenshot".into()), None), &run(Ok(img(1)), None));
    assert_eq!(d.as_deref(), Some("wgd3d9: no screenshot"));
}

#[test]
fn the_list_is_parsed() {
    let list =
        parse_list("# comment\nsdl|sdl2/out|t.exe|--iterations 1000|b\\nn\\n|100|SDL_RENDER_DRIVER=direct3d A=1\n")
            .unwrap();
    assert_eq!(list.len(), 1);
    let p = &list[0];
    assert_eq!(p.args, ["--iterations", "1000"]);
    assert_eq!(p.stdin, "b\nn\n");
    assert_eq!(p.frame, 100);
    assert_eq!(p.env[1], ("A".to_owned(), "1".to_owned()));
    assert!(parse_list("a|b|c\n").is_err());
    assert!(parse_list("a|b|c|||x|\n").is_err());
    assert!(parse_list("a|b|c|||1|NOVALUE\n").is_err());
}
