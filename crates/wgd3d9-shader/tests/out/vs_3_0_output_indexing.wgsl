struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
    @location(1) out2_: vec4<f32>,
    @location(2) out3_: vec4<f32>,
    @location(3) out4_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var o: array<vec4<f32>, 5> = array<vec4<f32>, 5>();
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e17 = o[0];
    o[0] = select(_e17, vec4(dot(in0_, _e13)), vec4<bool>(true, false, false, false));
    let _e23 = consts[(_e4 + 1u)];
    let _e27 = o[0];
    o[0] = select(_e27, vec4(dot(in0_, _e23)), vec4<bool>(false, true, false, false));
    let _e33 = consts[(_e4 + 2u)];
    let _e37 = o[0];
    o[0] = select(_e37, vec4(dot(in0_, _e33)), vec4<bool>(false, false, true, false));
    let _e43 = consts[(_e4 + 3u)];
    let _e47 = o[0];
    o[0] = select(_e47, vec4(dot(in0_, _e43)), vec4<bool>(false, false, false, true));
    let _e53 = vec4<i32>(4i, 1i, 1i, 0i);
    loop_count = clamp(_e53.x, 0i, 255i);
    loop_step = _e53.z;
    v0_ = in0_;
    v1_ = in1_;
    r0_ = in1_;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e53.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e68 = loop_count;
        if (_e68 <= 0i) {
            break;
        }
        loop_count = (_e68 - 1i);
        let _e71 = r0_;
        let _e75 = consts[(_e4 + 4u)];
        let _e77 = r1_;
        let _e87 = consts[(_e4 + min(u32((i32(_e77.x) + 10i)), 265u))];
        let _e88 = ((_e71 * _e75) + _e87);
        o[(i32(_e77.x) + 0i)] = _e88;
        let _e93 = loop_step;
        r0_ = _e88;
        r1_ = select(_e77, vec4((_e77.x + f32(_e93))), vec4<bool>(true, false, false, false));
    }
    let _e100 = o[0];
    let _e104 = consts[(_e4 + 256u)];
    let _e108 = consts[(_e4 + 257u)];
    let _e114 = o[0];
    o[0] = select(_e114, ((_e100 * _e108) + (_e104 * _e100.wwww)), vec4<bool>(true, true, true, false));
    let _e118 = o[0];
    let _e120 = o[1];
    let _e122 = o[2];
    let _e124 = o[3];
    let _e126 = o[4];
    return Output(_e118, _e120, _e122, _e124, _e126);
}
