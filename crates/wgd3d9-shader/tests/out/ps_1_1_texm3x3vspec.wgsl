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
    let _e17 = consts[(constant_index + 1u)];
    let _e18 = bitcast<vec4<f32>>(_e17);
    let _e20 = select(vec4<f32>(-1f, -1f, -1f, -1f), _e18, (_e18 >= vec4<f32>(-1f, -1f, -1f, -1f)));
    let _e22 = select(vec4<f32>(1f, 1f, 1f, 1f), _e20, (_e20 < vec4<f32>(1f, 1f, 1f, 1f)));
    let _e24 = textureSample(t0_, s0_, in0_.xy);
    let _e25 = in1_.xyz;
    let _e26 = _e24.xyz;
    let _e28 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e32 = select((_e25 * _e26), _e28, ((_e25 == _e28) | (_e26 == _e28)));
    let _e41 = in2_.xyz;
    let _e42 = _e24.xyz;
    let _e44 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e48 = select((_e41 * _e42), _e44, ((_e41 == _e44) | (_e42 == _e44)));
    let _e57 = in3_.xyz;
    let _e58 = _e24.xyz;
    let _e60 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e64 = select((_e57 * _e58), _e60, ((_e57 == _e60) | (_e58 == _e60)));
    let _e72 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e32.x + _e32.y) + _e32.z)), vec4<bool>(true, false, false, false)), vec4(((_e48.x + _e48.y) + _e48.z)), vec4<bool>(false, true, false, false)), vec4(((_e64.x + _e64.y) + _e64.z)), vec4<bool>(false, false, true, false));
    let _e78 = select(select(select(vec4<f32>(0f, 0f, 0f, 0f), in1_.wwww, vec4<bool>(true, false, false, false)), in2_.wwww, vec4<bool>(false, true, false, false)), in3_.wwww, vec4<bool>(false, false, true, false));
    let _e79 = _e72.xyz;
    let _e80 = _e78.xyz;
    let _e82 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e86 = select((_e79 * _e80), _e82, ((_e79 == _e82) | (_e80 == _e82)));
    let _e94 = _e72.xyz;
    let _e95 = _e72.xyz;
    let _e97 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e101 = select((_e94 * _e95), _e97, ((_e94 == _e97) | (_e95 == _e97)));
    let _e108 = select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(((_e86.x + _e86.y) + _e86.z)), vec4<bool>(true, false, false, false)), vec4(((_e101.x + _e101.y) + _e101.z)), vec4<bool>(false, true, false, false));
    let _e113 = select(_e108, vec4((1f / _e108.y)), vec4<bool>(false, false, true, false));
    let _e114 = _e113.xxxx;
    let _e115 = _e113.zzzz;
    let _e125 = (select(_e113, select((_e114 * _e115), vec4<f32>(0f, 0f, 0f, 0f), ((_e114 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e115 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(false, false, false, true)).wwww * vec4<f32>(2f, 2f, 2f, 2f));
    let _e134 = textureSample(t3_, s3_, (select((_e72 * _e125), vec4<f32>(0f, 0f, 0f, 0f), ((_e72 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e125 == vec4<f32>(0f, 0f, 0f, 0f)))) + -(_e78)).xy);
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 0f), select((_e134 * _e22), vec4<f32>(0f, 0f, 0f, 0f), ((_e134 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e22 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)), _e22, vec4<bool>(false, false, false, true)));
}
