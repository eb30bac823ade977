struct Constants {
    c: array<vec4<f32>, 25>,
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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
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

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    v3_ = in3_;
    v8_ = in8_;
    let _e38 = v0_;
    let _e40 = textureSample(t0_, s0_, _e38.xy);
    r1_ = _e40;
    let _e41 = v1_;
    let _e42 = r1_;
    let _e47 = _e41.xyz;
    let _e48 = ((_e42 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e51 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e55 = select((_e47 * _e48), _e51, ((_e47 == _e51) | (_e48 == _e51)));
    let _e62 = r3_;
    r3_ = select(_e62, vec4(((_e55.x + _e55.y) + _e55.z)), vec4<bool>(true, false, false, false));
    let _e65 = v2_;
    let _e66 = r1_;
    let _e69 = _e65.xyz;
    let _e70 = ((_e66 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e72 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e76 = select((_e69 * _e70), _e72, ((_e69 == _e72) | (_e70 == _e72)));
    let _e83 = r3_;
    r3_ = select(_e83, vec4(((_e76.x + _e76.y) + _e76.z)), vec4<bool>(false, true, false, false));
    let _e86 = v3_;
    let _e87 = r1_;
    let _e90 = _e86.xyz;
    let _e91 = ((_e87 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e93 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e97 = select((_e90 * _e91), _e93, ((_e90 == _e93) | (_e91 == _e93)));
    let _e104 = r3_;
    r3_ = select(_e104, vec4(((_e97.x + _e97.y) + _e97.z)), vec4<bool>(false, false, true, false));
    let _e107 = r3_;
    let _e108 = r2_;
    r2_ = select(_e108, _e107, vec4<bool>(true, true, true, false));
    let _e111 = r2_;
    r2_ = select(_e111, vec4<f32>(1f, 1f, 1f, 1f), vec4<bool>(false, false, false, true));
    let _e114 = r2_;
    let _e115 = v8_;
    let _e118 = _e114.xyz;
    let _e119 = ((_e115 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e121 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e125 = select((_e118 * _e119), _e121, ((_e118 == _e121) | (_e119 == _e121)));
    r0_ = saturate(vec4(((_e125.x + _e125.y) + _e125.z)));
    let _e133 = r0_;
    o0_ = _e133;
    let _e134 = o0_;
    return Output(_e134);
}
