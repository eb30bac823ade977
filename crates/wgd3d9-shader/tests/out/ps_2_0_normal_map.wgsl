struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    let _e13 = textureSample(t0_, s0_, in0_.xy);
    let _e15 = textureSample(t1_, s1_, in0_.xy);
    let _e16 = vec4<f32>(2f, -1f, 0f, 16f).xxxx;
    let _e25 = select(_e15, (select((_e15 * _e16), vec4<f32>(0f, 0f, 0f, 0f), ((_e15 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e16 == vec4<f32>(0f, 0f, 0f, 0f)))) + vec4<f32>(2f, -1f, 0f, 16f).yyyy), vec4<bool>(true, true, true, false));
    let _e26 = _e25.xyz;
    let _e27 = _e25.xyz;
    let _e29 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e33 = select((_e26 * _e27), _e29, ((_e26 == _e29) | (_e27 == _e29)));
    let _e38 = ((_e33.x + _e33.y) + _e33.z);
    let _e45 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e25 * vec4(inverseSqrt(_e38))), vec4<f32>(0f, 0f, 0f, 0f), (_e38 == 0f)), vec4<bool>(true, true, true, false));
    let _e46 = in1_.xyz;
    let _e47 = in1_.xyz;
    let _e49 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e53 = select((_e46 * _e47), _e49, ((_e46 == _e49) | (_e47 == _e49)));
    let _e58 = ((_e53.x + _e53.y) + _e53.z);
    let _e64 = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e58))), vec4<f32>(0f, 0f, 0f, 0f), (_e58 == 0f)), vec4<bool>(true, true, true, false));
    let _e65 = in2_.xyz;
    let _e66 = in2_.xyz;
    let _e68 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e72 = select((_e65 * _e66), _e68, ((_e65 == _e68) | (_e66 == _e68)));
    let _e77 = ((_e72.x + _e72.y) + _e72.z);
    let _e85 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e64 + select(vec4<f32>(0f, 0f, 0f, 0f), select((in2_ * vec4(inverseSqrt(_e77))), vec4<f32>(0f, 0f, 0f, 0f), (_e77 == 0f)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    let _e86 = _e85.xyz;
    let _e87 = _e85.xyz;
    let _e89 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e93 = select((_e86 * _e87), _e89, ((_e86 == _e89) | (_e87 == _e89)));
    let _e98 = ((_e93.x + _e93.y) + _e93.z);
    let _e105 = _e45.xyz;
    let _e106 = _e64.xyz;
    let _e108 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e112 = select((_e105 * _e106), _e108, ((_e105 == _e108) | (_e106 == _e108)));
    let _e122 = _e45.xyz;
    let _e123 = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e85 * vec4(inverseSqrt(_e98))), vec4<f32>(0f, 0f, 0f, 0f), (_e98 == 0f)), vec4<bool>(true, true, true, false)).xyz;
    let _e125 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e129 = select((_e122 * _e123), _e125, ((_e122 == _e125) | (_e123 == _e125)));
    let _e138 = select(select(vec4<f32>(0f, 0f, 0f, 0f), saturate(vec4(((_e112.x + _e112.y) + _e112.z))), vec4<bool>(true, false, false, false)), saturate(vec4(((_e129.x + _e129.y) + _e129.z))), vec4<bool>(false, true, false, false));
    let _e141 = abs(_e138.y);
    let _e154 = select(_e138, vec4(min(select(select(pow(_e141, vec4<f32>(2f, -1f, 0f, 16f).w), 340282350000000000000000000000000000000f, ((_e141 == 0f) && (vec4<f32>(2f, -1f, 0f, 16f).w < 0f))), 1f, (vec4<f32>(2f, -1f, 0f, 16f).w == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, true, false));
    let _e158 = consts[(constant_index + 1u)];
    let _e159 = bitcast<vec4<f32>>(_e158);
    let _e164 = select((_e13 * _e159), vec4<f32>(0f, 0f, 0f, 0f), ((_e13 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e159 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e165 = _e154.xxxx;
    let _e170 = select((_e164 * _e165), vec4<f32>(0f, 0f, 0f, 0f), ((_e164 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e165 == vec4<f32>(0f, 0f, 0f, 0f))));
    let _e171 = _e154.zzzz;
    let _e175 = consts[(constant_index + 2u)];
    let _e176 = bitcast<vec4<f32>>(_e175);
    return Output(select(_e170, (select((_e171 * _e176), vec4<f32>(0f, 0f, 0f, 0f), ((_e171 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e176 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e170), vec4<bool>(true, true, true, false)));
}
