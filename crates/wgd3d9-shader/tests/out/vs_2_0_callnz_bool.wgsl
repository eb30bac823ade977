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
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e29 = consts[(_e4 + 2u)];
    let _e37 = consts[(_e4 + 3u)];
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e13)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e37)), vec4<bool>(false, false, false, true));
    r1_ = vec4<f32>(0f, 0f, 0f, 0f);
    if true {
        let _e48 = v1_;
        let _e52 = consts[(_e4 + 5u)];
        let _e58 = r0_;
        let _e59 = select(_e58, vec4(dot(_e48.xyz, _e52.xyz)), vec4<bool>(true, false, false, false));
        let _e64 = consts[(_e4 + 6u)];
        let _e65 = r1_;
        r0_ = _e59;
        r1_ = ((_e59.xxxx * _e64) + _e65);
    }
    let _e71 = consts[(_e4 + 266u)];
    if !((((bitcast<u32>(_e71.x) >> 3u) & 1u) != 0u)) {
        let _e78 = r1_;
        let _e82 = consts[(_e4 + 7u)];
        r1_ = (_e78 + _e82);
    }
    let _e84 = r1_;
    let _e86 = o0_;
    let _e90 = consts[(_e4 + 256u)];
    let _e94 = consts[(_e4 + 257u)];
    return Output(select(_e86, ((_e86 * _e94) + (_e90 * _e86.wwww)), vec4<bool>(true, true, true, false)), saturate(_e84));
}
