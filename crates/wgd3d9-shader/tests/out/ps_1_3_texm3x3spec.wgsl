struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(6) 
var t3_: texture_2d<f32>;
@group(1) @binding(7) 
var s3_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(8) in8_: vec4<f32>) -> Output {
    let _e17 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0f, 0f, 1f, 0f), (vec4<f32>(0f, 0f, 1f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e19 = select(vec4<f32>(1f, 1f, 1f, 1f), _e17, (_e17 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e23 = consts[(constant_index + 1u)];
    let _e24 = bitcast<vec4<f32>>(_e23);
    let _e26 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e24, (_e24 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e28 = select(vec4<f32>(1f, 1f, 1f, 1f), _e26, (_e26 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e30 = textureSample(t0_, s0_, in0_.xy);
    let _e35 = in1_.xyz;
    let _e36 = ((_e30 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e38 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e42 = select((_e35 * _e36), _e38, ((_e35 == _e38) | (_e36 == _e38)));
    let _e53 = in2_.xyz;
    let _e54 = ((_e30 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e56 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e60 = select((_e53 * _e54), _e56, ((_e53 == _e56) | (_e54 == _e56)));
    let _e71 = in3_.xyz;
    let _e72 = ((_e30 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e74 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e78 = select((_e71 * _e72), _e74, ((_e71 == _e74) | (_e72 == _e74)));
    let _e86 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e42.x + _e42.y) + _e42.z)), vec4<bool>(true, false, false, false)), vec4(((_e60.x + _e60.y) + _e60.z)), vec4<bool>(false, true, false, false)), vec4(((_e78.x + _e78.y) + _e78.z)), vec4<bool>(false, false, true, false));
    let _e87 = _e86.xyz;
    let _e88 = _e19.xyz;
    let _e90 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e94 = select((_e87 * _e88), _e90, ((_e87 == _e90) | (_e88 == _e90)));
    let _e102 = _e86.xyz;
    let _e103 = _e86.xyz;
    let _e105 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e109 = select((_e102 * _e103), _e105, ((_e102 == _e105) | (_e103 == _e105)));
    let _e116 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e94.x + _e94.y) + _e94.z)), vec4<bool>(true, false, false, false)), vec4(((_e109.x + _e109.y) + _e109.z)), vec4<bool>(false, true, false, false));
    let _e121 = select(_e116, vec4((1f / _e116.y)), vec4<bool>(false, false, true, false));
    let _e122 = _e121.xxxx;
    let _e123 = _e121.zzzz;
    let _e132 = (select(_e121, select((_e122 * _e123), vec4<f32>(0f, 0f, 0f, 0f), ((_e122 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e123 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true)).wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e141 = textureSample(t3_, s3_, (select((_e86 * _e132), vec4<f32>(0f, 0f, 0f, 0f), ((_e86 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e132 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e19)).xy);
    return Output((select((_e141 * _e28), vec4<f32>(0f, 0f, 0f, 0f), ((_e141 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e28 == vec4<f32>(0f, 0f, 0f, 0f)))) + in8_));
}
