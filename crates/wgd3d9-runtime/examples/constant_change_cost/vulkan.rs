//! The `vk-*` modes: the churn family's draws recorded straight into a
//! Vulkan command buffer of wgpu's own device, from SPIR-V of the same
//! WGSL (by naga), with the same bindings: what the driver alone charges
//! for the commands wgpu issues in the wgpu modes. Every object is made
//! here and destroyed before wgpu's device is dropped; wgpu records
//! nothing meanwhile, so its queue is this thread's alone.

use super::{cpu_ns, report, DRAWS, FRAMES, VS_BYTES};
use ash::vk;

/// The target's format (the wgpu modes draw into `Bgra8Unorm`).
const FORMAT: vk::Format = vk::Format::B8G8R8A8_UNORM;
const SIZE: u32 = 256;
const TEXTURE_SIZE: u32 = 4;
const COLOR: vk::ImageSubresourceRange = vk::ImageSubresourceRange {
    aspect_mask: vk::ImageAspectFlags::COLOR,
    base_mip_level: 0,
    level_count: 1,
    base_array_layer: 0,
    layer_count: 1,
};

/// wgpu's Vulkan device, as the raw handles this module records with.
struct Raw {
    device: ash::Device,
    /// The commands of VK_EXT_extended_dynamic_state3, in the
    /// `vk-dynamic-` modes: blending is set per draw, not by a pipeline.
    eds3: Option<ash::ext::extended_dynamic_state3::Device>,
    memory: vk::PhysicalDeviceMemoryProperties,
    queue: vk::Queue,
    family: u32,
}

/// An image with its memory and a view of it.
#[derive(Clone, Copy)]
struct Image {
    image: vk::Image,
    memory: vk::DeviceMemory,
    view: vk::ImageView,
}

/// Everything the draws bind, and what it is made of.
struct Scene {
    set_layouts: [vk::DescriptorSetLayout; 2],
    layout: vk::PipelineLayout,
    render_pass: vk::RenderPass,
    module: vk::ShaderModule,
    pipelines: [vk::Pipeline; 2],
    buffer: (vk::Buffer, vk::DeviceMemory),
    target: Image,
    framebuffer: vk::Framebuffer,
    textures: [Image; 2],
    sampler: vk::Sampler,
    pool: vk::DescriptorPool,
    /// The constants' set, then one set per texture.
    sets: [vk::DescriptorSet; 3],
    commands: vk::CommandPool,
}

/// Runs `frames` of the churn family (`pipelines`, `textures`: what
/// changes before each draw) with `source` (the WGSL of the wgpu mode,
/// entry points `vs` and `fs_tex`), and prints the figures as the wgpu
/// modes do. With `dynamic` (a device from [`open_dynamic`]) one pipeline
/// takes blending on and off as dynamic state instead of two pipelines.
pub fn run(
    device: &wgpu::Device,
    (name, dynamic): (&str, bool),
    (pipelines, textures): (bool, bool),
    (source, ps_size): (&str, u64),
) {
    let Some(raw) = raw(device, dynamic) else {
        eprintln!("constant_change_cost: {name} needs wgpu's Vulkan backend");
        std::process::exit(2);
    };
    let words = spirv(source);
    // SAFETY: every object is made on wgpu's live device and destroyed
    // below, after the queue is idle; nothing else records on it meanwhile.
    unsafe {
        let scene = Scene::new(&raw, &words, ps_size);
        let buffers = raw
            .device
            .allocate_command_buffers(
                &vk::CommandBufferAllocateInfo::default()
                    .command_pool(scene.commands)
                    .command_buffer_count((FRAMES + 3) as u32),
            )
            .expect("command buffers");
        let mut start = (None, std::time::Instant::now());
        for (frame, &cb) in buffers.iter().enumerate() {
            if frame == 3 {
                raw.device.queue_wait_idle(raw.queue).expect("the GPU drains");
                start = (cpu_ns(), std::time::Instant::now());
            }
            scene.record(&raw, cb, frame == 0, (pipelines, textures));
            let submit = vk::SubmitInfo::default().command_buffers(std::slice::from_ref(&cb));
            raw.device
                .queue_submit(raw.queue, &[submit], vk::Fence::null())
                .expect("submitted");
        }
        raw.device.queue_wait_idle(raw.queue).expect("the GPU drains");
        report(name, start);
        scene.destroy(&raw.device);
    }
}

/// wgpu's device as raw Vulkan handles, with the extended dynamic state
/// commands where `dynamic` (the device was opened by [`open_dynamic`]);
/// None on another backend.
fn raw(device: &wgpu::Device, dynamic: bool) -> Option<Raw> {
    // SAFETY: the handles are only used while wgpu's device lives (the
    // caller's borrow), and objects made with them are destroyed first.
    let hal = unsafe { device.as_hal::<wgpu::hal::api::Vulkan>() }?;
    let instance = hal.shared_instance().raw_instance();
    // SAFETY: the physical device is the instance's.
    let memory = unsafe { instance.get_physical_device_memory_properties(hal.raw_physical_device()) };
    let eds3 = dynamic.then(|| ash::ext::extended_dynamic_state3::Device::new(instance, hal.raw_device()));
    Some(Raw {
        eds3,
        device: hal.raw_device().clone(),
        memory,
        queue: hal.raw_queue(),
        family: hal.queue_family_index(),
    })
}

/// `source` as one SPIR-V module of all its entry points.
fn spirv(source: &str) -> Vec<u32> {
    let module = naga::front::wgsl::parse_str(source).expect("the WGSL parses");
    let info = naga::valid::Validator::new(naga::valid::ValidationFlags::all(), naga::valid::Capabilities::all())
        .validate(&module)
        .expect("the WGSL validates");
    naga::back::spv::write_vec(&module, &info, &Default::default(), None).expect("SPIR-V is written")
}

impl Raw {
    /// Memory of a type `bits` allows with `flags` (any type `bits`
    /// allows when none has them).
    fn allocate(&self, req: vk::MemoryRequirements, flags: vk::MemoryPropertyFlags) -> vk::DeviceMemory {
        let types = &self.memory.memory_types[..self.memory.memory_type_count as usize];
        let allowed = |i: usize| req.memory_type_bits & (1 << i) != 0;
        let index = (0..types.len())
            .find(|&i| allowed(i) && types[i].property_flags.contains(flags))
            .or_else(|| (0..types.len()).find(|&i| allowed(i)))
            .expect("a memory type");
        let info = vk::MemoryAllocateInfo::default()
            .allocation_size(req.size)
            .memory_type_index(index as u32);
        // SAFETY: a valid allocation of a type the requirements allow.
        unsafe { self.device.allocate_memory(&info, None) }.expect("memory")
    }

    /// A square image of `size` texels with its memory and view.
    fn image(&self, size: u32, usage: vk::ImageUsageFlags) -> Image {
        let info = vk::ImageCreateInfo::default()
            .image_type(vk::ImageType::TYPE_2D)
            .format(FORMAT)
            .extent(vk::Extent3D {
                width: size,
                height: size,
                depth: 1,
            })
            .mip_levels(1)
            .array_layers(1)
            .samples(vk::SampleCountFlags::TYPE_1)
            .usage(usage);
        // SAFETY: a valid 2D image of a format every driver renders to.
        let image = unsafe { self.device.create_image(&info, None) }.expect("an image");
        // SAFETY: the image was just made.
        let req = unsafe { self.device.get_image_memory_requirements(image) };
        let memory = self.allocate(req, vk::MemoryPropertyFlags::DEVICE_LOCAL);
        // SAFETY: fresh memory of the image's requirements.
        unsafe { self.device.bind_image_memory(image, memory, 0) }.expect("bound");
        let info = vk::ImageViewCreateInfo::default()
            .image(image)
            .view_type(vk::ImageViewType::TYPE_2D)
            .format(FORMAT)
            .subresource_range(COLOR);
        // SAFETY: a view of the whole bound image.
        let view = unsafe { self.device.create_image_view(&info, None) }.expect("a view");
        Image { image, memory, view }
    }

    /// A uniform buffer of `data`, in host-visible memory.
    fn uniform_buffer(&self, data: &[f32]) -> (vk::Buffer, vk::DeviceMemory) {
        let size = std::mem::size_of_val(data) as u64;
        let info = vk::BufferCreateInfo::default()
            .size(size)
            .usage(vk::BufferUsageFlags::UNIFORM_BUFFER);
        // SAFETY: a valid buffer description.
        let buffer = unsafe { self.device.create_buffer(&info, None) }.expect("a buffer");
        // SAFETY: the buffer was just made.
        let req = unsafe { self.device.get_buffer_memory_requirements(buffer) };
        let host = vk::MemoryPropertyFlags::HOST_VISIBLE | vk::MemoryPropertyFlags::HOST_COHERENT;
        let memory = self.allocate(req, host);
        // SAFETY: fresh memory of the buffer's requirements.
        unsafe { self.device.bind_buffer_memory(buffer, memory, 0) }.expect("bound");
        // SAFETY: host-visible memory of at least `size` bytes, mapped once
        // and written before any use by the GPU.
        unsafe {
            let p = self
                .device
                .map_memory(memory, 0, vk::WHOLE_SIZE, vk::MemoryMapFlags::empty())
                .expect("mapped");
            std::ptr::copy_nonoverlapping(data.as_ptr() as *const u8, p as *mut u8, size as usize);
            self.device.unmap_memory(memory);
        }
        (buffer, memory)
    }
}

impl Scene {
    /// Makes the scene of the churn family: the bindings of the wgpu
    /// modes, two pipelines (blending off, on) and a 256x256 target.
    ///
    /// # Safety
    /// `raw` is a live device; `words` is SPIR-V with `vs` and `fs_tex`.
    unsafe fn new(raw: &Raw, words: &[u32], ps_size: u64) -> Scene {
        let d = &raw.device;
        let set_layouts = set_layouts(d);
        let stages = vk::ShaderStageFlags::VERTEX | vk::ShaderStageFlags::FRAGMENT;
        let immediates = [vk::PushConstantRange::default().stage_flags(stages).size(4)];
        let info = vk::PipelineLayoutCreateInfo::default()
            .set_layouts(&set_layouts)
            .push_constant_ranges(&immediates);
        // SAFETY: the set layouts live.
        let layout = unsafe { d.create_pipeline_layout(&info, None) }.expect("a pipeline layout");
        let render_pass = render_pass(d);
        // SAFETY: `words` is valid SPIR-V (the caller's promise).
        let module = unsafe { d.create_shader_module(&vk::ShaderModuleCreateInfo::default().code(words), None) }
            .expect("a shader module");
        let dynamic = raw.eds3.is_some();
        let pipelines = [false, true].map(|blend| pipeline(d, (layout, render_pass, module), (blend, dynamic)));
        let data: Vec<f32> = (0..(1 << 18)).map(|i| ((i % 97) as f32) / 97.0 - 0.5).collect();
        let buffer = raw.uniform_buffer(&data);
        let target = raw.image(SIZE, vk::ImageUsageFlags::COLOR_ATTACHMENT);
        let info = vk::FramebufferCreateInfo::default()
            .render_pass(render_pass)
            .attachments(std::slice::from_ref(&target.view))
            .width(SIZE)
            .height(SIZE)
            .layers(1);
        // SAFETY: the target's view matches the render pass's attachment.
        let framebuffer = unsafe { d.create_framebuffer(&info, None) }.expect("a framebuffer");
        let textures = [0, 1].map(|_| raw.image(TEXTURE_SIZE, vk::ImageUsageFlags::SAMPLED));
        // SAFETY: a default (nearest, repeat) sampler.
        let sampler = unsafe { d.create_sampler(&vk::SamplerCreateInfo::default(), None) }.expect("a sampler");
        let (pool, sets) = descriptor_sets(d, &set_layouts);
        let mut scene = Scene {
            set_layouts,
            layout,
            render_pass,
            module,
            pipelines,
            buffer,
            target,
            framebuffer,
            textures,
            sampler,
            pool,
            sets,
            commands: vk::CommandPool::null(),
        };
        scene.write_sets(d, ps_size);
        let info = vk::CommandPoolCreateInfo::default().queue_family_index(raw.family);
        // SAFETY: the queue family is the device's.
        scene.commands = unsafe { d.create_command_pool(&info, None) }.expect("a command pool");
        scene
    }

    /// Points the sets at the constants' buffer (the vertex stage's
    /// binding, then the pixel stage's of `ps_size` bytes) and at the
    /// textures with the sampler.
    fn write_sets(&self, d: &ash::Device, ps_size: u64) {
        let range = |range| {
            [vk::DescriptorBufferInfo {
                buffer: self.buffer.0,
                offset: 0,
                range,
            }]
        };
        let (vs, ps) = (range(VS_BYTES), range(ps_size));
        let dynamic = vk::DescriptorType::UNIFORM_BUFFER_DYNAMIC;
        let image = |t: &Image| {
            [vk::DescriptorImageInfo {
                sampler: self.sampler,
                image_view: t.view,
                image_layout: vk::ImageLayout::SHADER_READ_ONLY_OPTIMAL,
            }]
        };
        let images = [image(&self.textures[0]), image(&self.textures[1])];
        let mut writes = vec![
            vk::WriteDescriptorSet::default()
                .dst_set(self.sets[0])
                .descriptor_type(dynamic)
                .buffer_info(&vs),
            vk::WriteDescriptorSet::default()
                .dst_set(self.sets[0])
                .dst_binding(1)
                .descriptor_type(dynamic)
                .buffer_info(&ps),
        ];
        for (set, info) in self.sets[1..].iter().zip(&images) {
            writes.push(
                vk::WriteDescriptorSet::default()
                    .dst_set(*set)
                    .descriptor_type(vk::DescriptorType::SAMPLED_IMAGE)
                    .image_info(info),
            );
            writes.push(
                vk::WriteDescriptorSet::default()
                    .dst_set(*set)
                    .dst_binding(1)
                    .descriptor_type(vk::DescriptorType::SAMPLER)
                    .image_info(info),
            );
        }
        // SAFETY: every set, buffer, view and sampler named lives.
        unsafe { d.update_descriptor_sets(&writes, &[]) };
    }

    /// Records one frame into `cb`: the textures' layouts first (`first`),
    /// then the pass of [`DRAWS`] draws, changing the pipeline and/or the
    /// textures' set before each.
    ///
    /// # Safety
    /// `cb` is a fresh command buffer of the scene's pool.
    unsafe fn record(&self, raw: &Raw, cb: vk::CommandBuffer, first: bool, (pipelines, textures): (bool, bool)) {
        let d = &raw.device;
        let begin = vk::CommandBufferBeginInfo::default().flags(vk::CommandBufferUsageFlags::ONE_TIME_SUBMIT);
        let clear = [vk::ClearValue {
            color: vk::ClearColorValue {
                float32: [0.0, 0.0, 0.0, 1.0],
            },
        }];
        let pass = vk::RenderPassBeginInfo::default()
            .render_pass(self.render_pass)
            .framebuffer(self.framebuffer)
            .render_area(full_area())
            .clear_values(&clear);
        let graphics = vk::PipelineBindPoint::GRAPHICS;
        let stages = vk::ShaderStageFlags::VERTEX | vk::ShaderStageFlags::FRAGMENT;
        // SAFETY: the caller's promise; every object bound lives.
        unsafe {
            d.begin_command_buffer(cb, &begin).expect("recording");
            if first {
                self.textures_readable(d, cb);
            }
            d.cmd_begin_render_pass(cb, &pass, vk::SubpassContents::INLINE);
            d.cmd_bind_pipeline(cb, graphics, self.pipelines[0]);
            d.cmd_bind_descriptor_sets(cb, graphics, self.layout, 0, &self.sets[..1], &[0, 0]);
            d.cmd_push_constants(cb, self.layout, stages, 0, &0u32.to_le_bytes());
            for i in 0..DRAWS as usize {
                if let Some(e) = &raw.eds3 {
                    e.cmd_set_color_blend_enable(cb, 0, &[u32::from(pipelines && i % 2 == 1)]);
                } else if pipelines {
                    d.cmd_bind_pipeline(cb, graphics, self.pipelines[i % 2]);
                }
                if textures || i == 0 {
                    d.cmd_bind_descriptor_sets(cb, graphics, self.layout, 1, &self.sets[1 + i % 2..2 + i % 2], &[]);
                }
                d.cmd_draw(cb, 4, 1, 0, 0);
            }
            d.cmd_end_render_pass(cb);
            d.end_command_buffer(cb).expect("recorded");
        }
    }

    /// Records the textures' move into the layout their sets name (their
    /// texels stay undefined: only the draws' recording is measured).
    fn textures_readable(&self, d: &ash::Device, cb: vk::CommandBuffer) {
        let barriers = self.textures.each_ref().map(|t| {
            vk::ImageMemoryBarrier::default()
                .old_layout(vk::ImageLayout::UNDEFINED)
                .new_layout(vk::ImageLayout::SHADER_READ_ONLY_OPTIMAL)
                .dst_access_mask(vk::AccessFlags::SHADER_READ)
                .src_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .dst_queue_family_index(vk::QUEUE_FAMILY_IGNORED)
                .image(t.image)
                .subresource_range(COLOR)
        });
        // SAFETY: `cb` is recording, outside a render pass; the images live.
        unsafe {
            d.cmd_pipeline_barrier(
                cb,
                vk::PipelineStageFlags::TOP_OF_PIPE,
                vk::PipelineStageFlags::FRAGMENT_SHADER,
                vk::DependencyFlags::empty(),
                &[],
                &[],
                &barriers,
            );
        }
    }

    /// Destroys every object of the scene.
    ///
    /// # Safety
    /// The GPU has finished every command buffer of the scene.
    unsafe fn destroy(self, d: &ash::Device) {
        // SAFETY: the caller's promise; each object is destroyed once,
        // users before what they use.
        unsafe {
            d.destroy_command_pool(self.commands, None);
            d.destroy_descriptor_pool(self.pool, None);
            d.destroy_framebuffer(self.framebuffer, None);
            for p in self.pipelines {
                d.destroy_pipeline(p, None);
            }
            d.destroy_shader_module(self.module, None);
            d.destroy_render_pass(self.render_pass, None);
            d.destroy_pipeline_layout(self.layout, None);
            for l in self.set_layouts {
                d.destroy_descriptor_set_layout(l, None);
            }
            d.destroy_sampler(self.sampler, None);
            for i in [self.target, self.textures[0], self.textures[1]] {
                d.destroy_image_view(i.view, None);
                d.destroy_image(i.image, None);
                d.free_memory(i.memory, None);
            }
            d.destroy_buffer(self.buffer.0, None);
            d.free_memory(self.buffer.1, None);
        }
    }
}

/// The constants' set layout (two dynamic uniform buffers, the vertex
/// stage's and the pixel stage's) and the textures' (a texture and a
/// sampler of the pixel stage).
fn set_layouts(d: &ash::Device) -> [vk::DescriptorSetLayout; 2] {
    let binding = |binding, ty, stage| {
        vk::DescriptorSetLayoutBinding::default()
            .binding(binding)
            .descriptor_type(ty)
            .descriptor_count(1)
            .stage_flags(stage)
    };
    let (vertex, fragment) = (vk::ShaderStageFlags::VERTEX, vk::ShaderStageFlags::FRAGMENT);
    let dynamic = vk::DescriptorType::UNIFORM_BUFFER_DYNAMIC;
    let constants = [binding(0, dynamic, vertex), binding(1, dynamic, fragment)];
    let textures = [
        binding(0, vk::DescriptorType::SAMPLED_IMAGE, fragment),
        binding(1, vk::DescriptorType::SAMPLER, fragment),
    ];
    [&constants[..], &textures[..]].map(|b| {
        let info = vk::DescriptorSetLayoutCreateInfo::default().bindings(b);
        // SAFETY: valid bindings on a live device.
        unsafe { d.create_descriptor_set_layout(&info, None) }.expect("a set layout")
    })
}

/// A pool with the constants' set and a textures' set per texture.
fn descriptor_sets(
    d: &ash::Device,
    layouts: &[vk::DescriptorSetLayout; 2],
) -> (vk::DescriptorPool, [vk::DescriptorSet; 3]) {
    let size = |ty, descriptor_count| vk::DescriptorPoolSize { ty, descriptor_count };
    let sizes = [
        size(vk::DescriptorType::UNIFORM_BUFFER_DYNAMIC, 2),
        size(vk::DescriptorType::SAMPLED_IMAGE, 2),
        size(vk::DescriptorType::SAMPLER, 2),
    ];
    let info = vk::DescriptorPoolCreateInfo::default().max_sets(3).pool_sizes(&sizes);
    // SAFETY: a valid pool description.
    let pool = unsafe { d.create_descriptor_pool(&info, None) }.expect("a descriptor pool");
    let layouts = [layouts[0], layouts[1], layouts[1]];
    let info = vk::DescriptorSetAllocateInfo::default()
        .descriptor_pool(pool)
        .set_layouts(&layouts);
    // SAFETY: the pool holds exactly these sets.
    let sets = unsafe { d.allocate_descriptor_sets(&info) }.expect("descriptor sets");
    (pool, [sets[0], sets[1], sets[2]])
}

/// One colour attachment, cleared and stored.
fn render_pass(d: &ash::Device) -> vk::RenderPass {
    let attachment = vk::AttachmentDescription::default()
        .format(FORMAT)
        .samples(vk::SampleCountFlags::TYPE_1)
        .load_op(vk::AttachmentLoadOp::CLEAR)
        .store_op(vk::AttachmentStoreOp::STORE)
        .stencil_load_op(vk::AttachmentLoadOp::DONT_CARE)
        .stencil_store_op(vk::AttachmentStoreOp::DONT_CARE)
        .final_layout(vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL);
    let colour = [vk::AttachmentReference {
        attachment: 0,
        layout: vk::ImageLayout::COLOR_ATTACHMENT_OPTIMAL,
    }];
    let subpass = vk::SubpassDescription::default()
        .pipeline_bind_point(vk::PipelineBindPoint::GRAPHICS)
        .color_attachments(&colour);
    let info = vk::RenderPassCreateInfo::default()
        .attachments(std::slice::from_ref(&attachment))
        .subpasses(std::slice::from_ref(&subpass));
    // SAFETY: a valid single-subpass render pass.
    unsafe { d.create_render_pass(&info, None) }.expect("a render pass")
}

/// The whole target.
fn full_area() -> vk::Rect2D {
    vk::Rect2D {
        offset: vk::Offset2D::default(),
        extent: vk::Extent2D {
            width: SIZE,
            height: SIZE,
        },
    }
}

/// The churn family's pipeline: strips of `module`'s `vs` and `fs_tex`,
/// blending by source alpha when `blend` (as wgpu's `ALPHA_BLENDING`), or
/// as dynamic state set per draw when `dynamic_blend`.
fn pipeline(
    d: &ash::Device,
    (layout, pass, module): (vk::PipelineLayout, vk::RenderPass, vk::ShaderModule),
    (blend, dynamic_blend): (bool, bool),
) -> vk::Pipeline {
    let stages = [
        vk::PipelineShaderStageCreateInfo::default()
            .stage(vk::ShaderStageFlags::VERTEX)
            .module(module)
            .name(c"vs"),
        vk::PipelineShaderStageCreateInfo::default()
            .stage(vk::ShaderStageFlags::FRAGMENT)
            .module(module)
            .name(c"fs_tex"),
    ];
    let vertex_input = vk::PipelineVertexInputStateCreateInfo::default();
    let assembly = vk::PipelineInputAssemblyStateCreateInfo::default().topology(vk::PrimitiveTopology::TRIANGLE_STRIP);
    let area = full_area();
    let viewport = vk::Viewport {
        x: 0.0,
        y: 0.0,
        width: SIZE as f32,
        height: SIZE as f32,
        min_depth: 0.0,
        max_depth: 1.0,
    };
    let viewports = vk::PipelineViewportStateCreateInfo::default()
        .viewports(std::slice::from_ref(&viewport))
        .scissors(std::slice::from_ref(&area));
    let raster = vk::PipelineRasterizationStateCreateInfo::default()
        .polygon_mode(vk::PolygonMode::FILL)
        .cull_mode(vk::CullModeFlags::NONE)
        .line_width(1.0);
    let samples = vk::PipelineMultisampleStateCreateInfo::default().rasterization_samples(vk::SampleCountFlags::TYPE_1);
    let colour = vk::PipelineColorBlendAttachmentState::default()
        .blend_enable(blend)
        .src_color_blend_factor(vk::BlendFactor::SRC_ALPHA)
        .dst_color_blend_factor(vk::BlendFactor::ONE_MINUS_SRC_ALPHA)
        .color_blend_op(vk::BlendOp::ADD)
        .src_alpha_blend_factor(vk::BlendFactor::ONE)
        .dst_alpha_blend_factor(vk::BlendFactor::ONE_MINUS_SRC_ALPHA)
        .alpha_blend_op(vk::BlendOp::ADD)
        .color_write_mask(vk::ColorComponentFlags::RGBA);
    let blending = vk::PipelineColorBlendStateCreateInfo::default().attachments(std::slice::from_ref(&colour));
    let dynamic_states = [vk::DynamicState::COLOR_BLEND_ENABLE_EXT];
    let dynamic = vk::PipelineDynamicStateCreateInfo::default().dynamic_states(&dynamic_states);
    let info = vk::GraphicsPipelineCreateInfo::default()
        .stages(&stages)
        .vertex_input_state(&vertex_input)
        .input_assembly_state(&assembly)
        .viewport_state(&viewports)
        .rasterization_state(&raster)
        .multisample_state(&samples)
        .color_blend_state(&blending)
        .layout(layout)
        .render_pass(pass);
    let info = if dynamic_blend {
        info.dynamic_state(&dynamic)
    } else {
        info
    };
    // SAFETY: a complete description of objects that live.
    let made = unsafe { d.create_graphics_pipelines(vk::PipelineCache::null(), &[info], None) };
    made.map_err(|(_, e)| e).expect("a pipeline")[0]
}

/// The adapter's device with wgpu's `features` and `limits` and, beside
/// them, VK_EXT_extended_dynamic_state3's colour blend enable (for the
/// `vk-dynamic-` modes); exits with status 2 where the driver lacks it.
pub fn open_dynamic(
    adapter: &wgpu::Adapter,
    features: wgpu::Features,
    limits: &wgpu::Limits,
) -> (wgpu::Device, wgpu::Queue) {
    let mut eds3 =
        vk::PhysicalDeviceExtendedDynamicState3FeaturesEXT::default().extended_dynamic_state3_color_blend_enable(true);
    let add: Box<wgpu::hal::vulkan::CreateDeviceCallback> = Box::new(|args| {
        args.extensions.push(ash::ext::extended_dynamic_state3::NAME);
        *args.create_info = args.create_info.push_next(&mut eds3);
    });
    // SAFETY: the hal adapter is used only here, while `adapter` lives;
    // the callback adds an extension and a feature, turning nothing off.
    let opened = unsafe {
        let hal = adapter.as_hal::<wgpu::hal::api::Vulkan>().expect("a Vulkan adapter");
        hal.open_with_callback(features, limits, &wgpu::MemoryHints::Performance, Some(add))
    };
    let Ok(opened) = opened else {
        eprintln!("constant_change_cost: this adapter has no VK_EXT_extended_dynamic_state3 colour blend enable");
        std::process::exit(2);
    };
    let desc = wgpu::DeviceDescriptor {
        required_features: features,
        required_limits: limits.clone(),
        ..Default::default()
    };
    // SAFETY: `opened` is a device of this adapter, opened with at least
    // `desc`'s features and limits.
    unsafe { adapter.create_device_from_hal(opened, &desc) }.expect("a device with immediates")
}
