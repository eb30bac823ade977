struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e12 = consts[(_e4 + 0u)];
    let _e20 = consts[(_e4 + 1u)];
    let _e28 = consts[(_e4 + 2u)];
    let _e36 = consts[(_e4 + 3u)];
    let _e45 = vec4<i32>(3i, 2i, -1i, 0i);
    loop_count = clamp(_e45.x, 0i, 255i);
    loop_step = _e45.z;
    v0_ = in0_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e12)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e28)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e36)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e45.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e61 = loop_count;
        if (_e61 <= 0i) {
            break;
        }
        loop_count = (_e61 - 1i);
        let _e65 = r0_;
        let _e66 = r1_;
        let _e70 = (i32(_e66.x) + 20i);
        let _e76 = consts[(_e4 + min(u32(_e70), 265u))];
        let _e81 = loop_step;
        r0_ = (_e65 + select(_e76, vec4<f32>(0f, 0f, 0f, 0f), (_e70 == 4i)));
        r1_ = select(_e66, vec4((_e66.x + f32(_e81))), vec4<bool>(true, false, false, false));
    }
    if false {
        let _e88 = r0_;
        let _e92 = consts[(_e4 + 8u)];
        r0_ = (_e88 * _e92);
    }
    let _e94 = r0_;
    let _e96 = o0_;
    let _e100 = consts[(_e4 + 256u)];
    let _e104 = consts[(_e4 + 257u)];
    return Output(select(_e96, ((_e96 * _e104) + (_e100 * _e96.wwww)), vec4<bool>(true, true, true, false)), saturate(_e94));
}
