struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>) -> Output {
    let _e9 = select(vec4<f32>(0f, 0f, 0f, 0f), in0_, vec4<bool>(true, true, false, false));
    return Output(select(select(vec4<f32>(0f, 0f, 0f, 1f), select(vec4<f32>(0f, 0f, 0f, 1f), vec4<f32>(cos(_e9.x), sin(_e9.x), 0f, 0f), (select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e9.yyyy != vec4<f32>(0f, 0f, 0f, 1f).xxxx)), vec4<bool>(false, true, false, false)).yyyy != vec4<f32>(0f, 0f, 0f, 0f))), vec4<bool>(true, true, false, false)), vec4<f32>(0f, 0f, 0f, 1f).xxxx, vec4<bool>(false, false, true, false)));
}
