struct Constants {
    c: array<vec4<f32>, 25>,
}

struct Output {
    @builtin(frag_depth) out0_: f32,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();
    var v5_: vec4<f32> = vec4<f32>();
    var v6_: vec4<f32> = vec4<f32>();
    var v7_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v8_ = in8_;
    let _e44 = v0_;
    let _e46 = textureSample(t0_, s0_, _e44.xy);
    r0_ = _e46;
    let _e47 = v1_;
    let _e48 = r1_;
    r1_ = select(_e48, _e47, vec4<bool>(true, true, true, false));
    let _e51 = r0_;
    let _e52 = r1_;
    let _e54 = r3_;
    r3_ = select(_e54, (_e51 + _e52), vec4<bool>(true, true, false, false));
    let _e57 = r3_;
    let _e63 = r4_;
    r4_ = select(_e63, vec4((1f / _e57.yyyy.x)), vec4<bool>(true, false, false, false));
    let _e66 = r4_;
    let _e67 = r3_;
    let _e68 = _e67.xxxx;
    let _e75 = r4_;
    r4_ = select(_e75, select((_e66 * _e68), vec4<f32>(0f, 0f, 0f, 0f), ((_e66 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e68 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e77 = r3_;
    let _e82 = r4_;
    r4_ = select(_e82, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e77.yyyy == vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(false, true, false, false));
    let _e85 = r4_;
    let _e87 = r4_;
    let _e90 = o0_;
    o0_ = select(_e90, mix(_e87.xxxx, vec4<f32>(1f, 1f, 1f, 1f), _e85.yyyy), vec4<bool>(true, false, false, false));
    let _e92 = v2_;
    let _e94 = textureSample(t2_, s2_, _e92.xy);
    r2_ = _e94;
    let _e95 = r2_;
    let _e96 = v8_;
    r0_ = select((_e95 * _e96), vec4<f32>(0f, 0f, 0f, 0f), ((_e95 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e96 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e102 = r0_;
    o1_ = _e102;
    let _e103 = o0_;
    let _e105 = o1_;
    return Output(_e103.x, _e105);
}
