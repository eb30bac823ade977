struct Constants {
    c: array<vec4<f32>, 33>,
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
    let _e44 = v1_;
    let _e46 = textureSample(t1_, s1_, _e44.xy);
    r5_ = _e46;
    let _e47 = v0_;
    r0_ = _e47;
    let _e48 = r0_;
    let _e50 = r0_;
    r0_ = select(_e50, (_e48 + vec4<f32>(-0.0009765625f, -0.0009765625f, 0f, 0f)), vec4<bool>(true, true, false, false));
    r1_ = vec4<f32>(0.1111111f, 0f, 1f, 0f).yyyy;
    let _e54 = r0_;
    r2_ = _e54;
    rep_count = clamp(vec4<i32>(3i, 0i, 0i, 0i).x, 0i, 255i);
    loop {
        let _e65 = rep_count;
        if (_e65 <= 0i) {
            break;
        }
        rep_count = (_e65 - 1i);
        let _e70 = r0_;
        let _e72 = textureSample(t0_, s0_, _e70.xy);
        r3_ = _e72;
        let _e73 = r3_;
        let _e75 = r0_;
        let _e79 = r4_;
        r4_ = select(_e79, (_e73.xxxx + -(_e75.zzzz)), vec4<bool>(true, false, false, false));
        let _e82 = r0_;
        let _e84 = r2_;
        r2_ = select(_e84, (_e82 + vec4<f32>(0.0009765625f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
        let _e86 = r2_;
        let _e88 = textureSample(t0_, s0_, _e86.xy);
        r3_ = _e88;
        let _e89 = r3_;
        let _e91 = r0_;
        let _e95 = r4_;
        r4_ = select(_e95, (_e89.xxxx + -(_e91.zzzz)), vec4<bool>(false, true, false, false));
        let _e98 = r2_;
        let _e100 = r2_;
        r2_ = select(_e100, (_e98 + vec4<f32>(0.0009765625f, 0f, 0f, 0f)), vec4<bool>(true, true, false, false));
        let _e102 = r2_;
        let _e104 = textureSample(t0_, s0_, _e102.xy);
        r3_ = _e104;
        let _e105 = r3_;
        let _e107 = r0_;
        let _e111 = r4_;
        r4_ = select(_e111, (_e105.xxxx + -(_e107.zzzz)), vec4<bool>(false, false, true, false));
        let _e114 = r4_;
        let _e120 = r4_;
        r4_ = select(_e120, select(vec4<f32>(0.1111111f, 0f, 1f, 0f).yyyy, vec4<f32>(0.1111111f, 0f, 1f, 0f).zzzz, (_e114 >= vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, true, false));
        let _e123 = r4_;
        let _e125 = _e123.xyz;
        let _e126 = vec4<f32>(0.1111111f, 0f, 1f, 0f).zzzz.xyz;
        let _e128 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e132 = select((_e125 * _e126), _e128, ((_e125 == _e128) | (_e126 == _e128)));
        let _e139 = r4_;
        r4_ = select(_e139, vec4(((_e132.x + _e132.y) + _e132.z)), vec4<bool>(true, false, false, false));
        let _e141 = r1_;
        let _e143 = r4_;
        let _e146 = r1_;
        r1_ = select(_e146, (_e141.xxxx + _e143.xxxx), vec4<bool>(true, false, false, false));
        let _e148 = r0_;
        let _e152 = r0_;
        r0_ = select(_e152, (_e148.yyyy + vec4<f32>(0f, 0.0009765625f, 0f, 0f).yyyy), vec4<bool>(false, true, false, false));
    }
    let _e154 = r1_;
    let _e155 = _e154.xxxx;
    let _e156 = vec4<f32>(0.1111111f, 0f, 1f, 0f).xxxx;
    let _e162 = r1_;
    r1_ = select(_e162, select((_e155 * _e156), vec4<f32>(0f, 0f, 0f, 0f), ((_e155 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e156 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
    let _e164 = r5_;
    let _e165 = v8_;
    r5_ = select((_e164 * _e165), vec4<f32>(0f, 0f, 0f, 0f), ((_e164 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e165 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e171 = r5_;
    let _e172 = r1_;
    let _e173 = _e172.xxxx;
    let _e179 = r5_;
    r5_ = select(_e179, select((_e171 * _e173), vec4<f32>(0f, 0f, 0f, 0f), ((_e171 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e173 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    let _e181 = r5_;
    o0_ = _e181;
    let _e182 = o0_;
    return Output(_e182);
}
