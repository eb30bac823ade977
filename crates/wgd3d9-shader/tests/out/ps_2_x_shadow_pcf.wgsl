struct Constants {
    c: array<vec4<f32>, 34>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var v3_: vec4<f32> = vec4<f32>();
    var v4_: vec4<f32> = vec4<f32>();
    var v5_: vec4<f32> = vec4<f32>();
    var v6_: vec4<f32> = vec4<f32>();
    var v7_: vec4<f32> = vec4<f32>();
    var v8_: vec4<f32> = vec4<f32>();
    var rep_count: i32;

    v0_ = in0_;
    v1_ = in1_;
    v8_ = in8_;
    let _e46 = textureSample(t1_, s1_, in1_.xy);
    r5_ = _e46;
    r0_ = in0_;
    let _e49 = select(in0_, (in0_ + vec4<f32>(-0.0009765625f, -0.0009765625f, 0f, 0f)), vec4<bool>(true, true, false, false));
    r0_ = _e49;
    r1_ = vec4<f32>(0.1111111f, 0f, 1f, 0f).yyyy;
    r2_ = _e49;
    rep_count = clamp(vec4<i32>(3i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e58 = rep_count;
        if (_e58 <= 0i) {
            break;
        }
        rep_count = (_e58 - 1i);
        let _e62 = r0_;
        let _e64 = textureSample(t0_, s0_, _e62.xy);
        r3_ = _e64;
        let _e69 = r4_;
        let _e71 = select(_e69, (_e64.xxxx + -(_e62.zzzz)), vec4<bool>(true, false, false, false));
        r4_ = _e71;
        let _e73 = r2_;
        let _e74 = select(_e73, (_e62 + vec4<f32>(0.0009765625f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
        r2_ = _e74;
        let _e76 = textureSample(t0_, s0_, _e74.xy);
        r3_ = _e76;
        let _e82 = select(_e71, (_e76.xxxx + -(_e62.zzzz)), vec4<bool>(false, true, false, false));
        r4_ = _e82;
        let _e84 = select(_e74, (_e74 + vec4<f32>(0.0009765625f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
        r2_ = _e84;
        let _e86 = textureSample(t0_, s0_, _e84.xy);
        r3_ = _e86;
        let _e92 = select(_e82, (_e86.xxxx + -(_e62.zzzz)), vec4<bool>(false, false, true, false));
        r4_ = _e92;
        let _e98 = select(_e92, select(vec4<f32>(0.1111111f, 0f, 1f, 0f).yyyy, vec4<f32>(0.1111111f, 0f, 1f, 0f).zzzz, (_e92 >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false));
        r4_ = _e98;
        let _e100 = _e98.xyz;
        let _e101 = vec4<f32>(0.1111111f, 0f, 1f, 0f).zzzz.xyz;
        let _e103 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e107 = select((_e100 * _e101), _e103, ((_e100 == _e103) | (_e101 == _e103)));
        let _e114 = select(_e98, vec4(((_e107.x + _e107.y) + _e107.z)), vec4<bool>(true, false, false, false));
        r4_ = _e114;
        let _e115 = r1_;
        r1_ = select(_e115, (_e115.xxxx + _e114.xxxx), vec4<bool>(true, false, false, false));
        r0_ = select(_e62, (_e62.yyyy + vec4<f32>(0f, 0.0009765625f, 0f, 0f).yyyy), vec4<bool>(false, true, false, false));
    }
    let _e124 = r1_;
    let _e125 = _e124.xxxx;
    let _e126 = vec4<f32>(0.1111111f, 0f, 1f, 0f).xxxx;
    let _e132 = select(_e124, select((_e125 * _e126), vec4<f32>(0f, 0f, 0f, 0f), ((_e125 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e126 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    r1_ = _e132;
    let _e133 = r5_;
    let _e134 = v8_;
    let _e139 = select((_e133 * _e134), vec4<f32>(0f, 0f, 0f, 0f), ((_e133 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e134 == vec4<f32>(0f, 0f, 0f, 0f))));
    r5_ = _e139;
    let _e140 = _e132.xxxx;
    let _e146 = select(_e139, select((_e139 * _e140), vec4<f32>(0f, 0f, 0f, 0f), ((_e139 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e140 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r5_ = _e146;
    o0_ = _e146;
    return Output(_e146);
}
