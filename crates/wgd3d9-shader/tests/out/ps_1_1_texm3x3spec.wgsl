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
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    let _e16 = select(vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(0f, 0f, -1f, 0f), (vec4<f32>(0f, 0f, -1f, 0f) >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e18 = select(vec4<f32>(1f, 1f, 1f, 1f), _e16, (_e16 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e20 = textureSample(t0_, s0_, in0_.xy);
    let _e25 = in1_.xyz;
    let _e26 = ((_e20 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e28 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e32 = select((_e25 * _e26), _e28, ((_e25 == _e28) | (_e26 == _e28)));
    let _e43 = in2_.xyz;
    let _e44 = ((_e20 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e46 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e50 = select((_e43 * _e44), _e46, ((_e43 == _e46) | (_e44 == _e46)));
    let _e61 = in3_.xyz;
    let _e62 = ((_e20 * vec4<f32>(2f, 2f, 2f, 2f)) - vec4<f32>(1f, 1f, 1f, 1f)).xyz;
    let _e64 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e68 = select((_e61 * _e62), _e64, ((_e61 == _e64) | (_e62 == _e64)));
    let _e76 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e32.x + _e32.y) + _e32.z)), vec4<bool>(true, false, false, false)), vec4(((_e50.x + _e50.y) + _e50.z)), vec4<bool>(false, true, false, false)), vec4(((_e68.x + _e68.y) + _e68.z)), vec4<bool>(false, false, true, false));
    let _e77 = _e76.xyz;
    let _e78 = _e18.xyz;
    let _e80 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e84 = select((_e77 * _e78), _e80, ((_e77 == _e80) | (_e78 == _e80)));
    let _e92 = _e76.xyz;
    let _e93 = _e76.xyz;
    let _e95 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e99 = select((_e92 * _e93), _e95, ((_e92 == _e95) | (_e93 == _e95)));
    let _e106 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e84.x + _e84.y) + _e84.z)), vec4<bool>(true, false, false, false)), vec4(((_e99.x + _e99.y) + _e99.z)), vec4<bool>(false, true, false, false));
    let _e111 = select(_e106, vec4((1f / _e106.y)), vec4<bool>(false, false, true, false));
    let _e112 = _e111.xxxx;
    let _e113 = _e111.zzzz;
    let _e122 = (select(_e111, select((_e112 * _e113), vec4<f32>(0f, 0f, 0f, 0f), ((_e112 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e113 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true)).wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e131 = textureSample(t3_, s3_, (select((_e76 * _e122), vec4<f32>(0f, 0f, 0f, 0f), ((_e76 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e122 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e18)).xy);
    return Output(_e131);
}
