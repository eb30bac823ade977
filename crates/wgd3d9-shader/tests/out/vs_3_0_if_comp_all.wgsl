struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: array<vec4<f32>, 4096>;
var<immediate> imm: Immediates;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e4 = imm.vs;
    let _e12 = consts[(_e4 + 0u)];
    let _e20 = consts[(_e4 + 1u)];
    let _e28 = consts[(_e4 + 2u)];
    let _e36 = consts[(_e4 + 3u)];
    v0_ = in0_;
    v1_ = in1_;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e12)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e28)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e36)), vec4<bool>(false, false, false, true));
    r0_ = in1_;
    r1_ = vec4<f32>(0f, 0.25f, 0.5f, 1f).xxxx;
    if (in1_.xxxx.x > vec4<f32>(0f, 0.25f, 0.5f, 1f).zzzz.x) {
        let _e52 = r1_;
        r1_ = select(_e52, (_e52.xxxx + vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww), vec4<bool>(true, false, false, false));
    }
    let _e57 = r0_;
    if (_e57.xxxx.x < vec4<f32>(0f, 0.25f, 0.5f, 1f).yyyy.x) {
        let _e63 = r1_;
        r1_ = select(_e63, (_e63.yyyy + vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww), vec4<bool>(false, true, false, false));
    }
    let _e68 = r0_;
    if (_e68.yyyy.x >= vec4<f32>(0f, 0.25f, 0.5f, 1f).zzzz.x) {
        let _e74 = r1_;
        r1_ = select(_e74, (_e74.zzzz + vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww), vec4<bool>(false, false, true, false));
    }
    let _e79 = r0_;
    if (_e79.yyyy.x <= vec4<f32>(0f, 0.25f, 0.5f, 1f).yyyy.x) {
        let _e85 = r1_;
        r1_ = select(_e85, (_e85.wwww + vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww), vec4<bool>(false, false, false, true));
    }
    let _e90 = r0_;
    if (_e90.zzzz.x == vec4<f32>(0f, 0.25f, 0.5f, 1f).xxxx.x) {
        let _e96 = r1_;
        r1_ = (_e96 * vec4<f32>(0f, 0.25f, 0.5f, 1f).zzzz);
    }
    let _e99 = r0_;
    if (_e99.wwww.x != vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww.x) {
        let _e105 = r1_;
        r1_ = (_e105 + vec4<f32>(0f, 0.25f, 0.5f, 1f).yyyy);
    }
    let _e108 = r1_;
    let _e109 = o0_;
    let _e113 = consts[(_e4 + 256u)];
    let _e117 = consts[(_e4 + 257u)];
    return Output(select(_e109, ((_e109 * _e117) + (_e113 * _e109.wwww)), vec4<bool>(true, true, true, false)), _e108);
}
