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
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e13 = consts[(_e4 + 0u)];
    let _e21 = consts[(_e4 + 1u)];
    let _e29 = consts[(_e4 + 2u)];
    let _e37 = consts[(_e4 + 3u)];
    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e13)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e21)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e37)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    if true {
        let _e49 = v1_;
        let _e53 = consts[(_e4 + 5u)];
        let _e58 = r0_;
        let _e60 = select(_e58, vec4(dot(_e49.xyz, _e53.xyz)), vec4<bool>(true, false, false, false)).xxxx;
        let _e61 = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
        r0_ = select(_e61, _e60, (_e60 >= _e61));
    }
    let _e64 = r0_;
    let _e71 = r1_;
    let _e72 = select(_e71, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e64.xxxx > vec4<f32>(0f, 1f, 0f, 0f).xxxx)), vec4<bool>(true, false, false, false));
    r1_ = _e72;
    if (_e72.xxxx.x != 0f) {
        let _e77 = r0_;
        let _e81 = consts[(_e4 + 6u)];
        r0_ = (_e77 * _e81);
    }
    let _e83 = r0_;
    let _e85 = o0_;
    let _e89 = consts[(_e4 + 256u)];
    let _e93 = consts[(_e4 + 257u)];
    return Output(select(_e85, ((_e85 * _e93) + (_e89 * _e85.wwww)), vec4<bool>(true, true, true, false)), saturate(_e83));
}
